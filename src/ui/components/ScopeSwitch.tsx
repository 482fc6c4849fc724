import type { Scope } from '../../engine';
import { t, type MessageKey } from '../i18n';

/** Each scope's name (also the options page's site profiles) and its tooltip. */
export const SCOPE_LABELS: Record<Scope, MessageKey> = { article: 'scopeArticle', full: 'scopeFull', page: 'scopePage' };
const SCOPE_TITLES: Record<Scope, MessageKey> = { article: 'scopeArticleTitle', full: 'scopeFullTitle', page: 'scopePageTitle' };
/** The switch offers the reading scopes; `page` (all visible text, for text collections) is chosen in a site profile. */
const SCOPES: Scope[] = ['article', 'full'];

/** Article or full page, beside the mode switch: a scope is not a mode, every mode applies to both. */
export function ScopeSwitch(props: { scope: Scope; onChange(scope: Scope): void; disabled?: boolean }) {
  return (
    <div class="row" role="group" aria-label={t('scopeGroup')} data-testid="scope-switch">
      {SCOPES.map((scope) => (
        <button key={scope} type="button" title={t(SCOPE_TITLES[scope])} aria-pressed={props.scope === scope} disabled={props.disabled}
          data-scope={scope} onClick={() => props.onChange(scope)}>{t(SCOPE_LABELS[scope])}</button>
      ))}
    </div>
  );
}
