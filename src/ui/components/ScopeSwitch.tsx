import type { Scope } from '../../engine';

/** Words of this component (one table, for the move to _locales). */
const STRINGS = {
  group: 'Extraction scope',
  article: 'Article', articleTitle: 'The main content only',
  full: 'Full page', fullTitle: 'The whole readable page: every section, without navigation and footers',
} as const;

const SCOPES: { scope: Scope; label: string; title: string }[] = [
  { scope: 'article', label: STRINGS.article, title: STRINGS.articleTitle },
  { scope: 'full', label: STRINGS.full, title: STRINGS.fullTitle },
];

/** Article or full page (issue 13), beside the mode switch: a scope is not a mode, every mode applies to both. */
export function ScopeSwitch(props: { scope: Scope; onChange(scope: Scope): void; disabled?: boolean }) {
  return (
    <div class="row" role="group" aria-label={STRINGS.group} data-testid="scope-switch">
      {SCOPES.map(({ scope, label, title }) => (
        <button key={scope} type="button" title={title} aria-pressed={props.scope === scope} disabled={props.disabled}
          data-scope={scope} onClick={() => props.onChange(scope)}>{label}</button>
      ))}
    </div>
  );
}
