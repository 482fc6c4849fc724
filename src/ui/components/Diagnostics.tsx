import type { PageResult } from '../../extension/page-result';
import { localNumber } from '../format';
import { t } from '../i18n';

/**
 * What the engine did, as it reported it, folded: the stage and quality score behind the plain-words hint, the
 * cascade's attempts, per-stage timings, what was removed and why.
 */
export function Diagnostics(props: { result: PageResult }) {
  const { attempts, timings, removed, stage, quality, mode } = props.result.extraction;
  const removedChars = removed.reduce((sum, r) => sum + r.chars, 0);
  return (
    <details data-testid="diagnostics">
      <summary>{t('diagnostics')}</summary>
      <dl class="meta">
        <dt>{t('diagnosticsStage')}</dt><dd data-testid="stage">{stage}</dd>
        <dt>{t('diagnosticsScore')}</dt><dd data-testid="score">{quality.score.toFixed(2)}</dd>
        <dt>{t('diagnosticsMode')}</dt><dd data-testid="mode">{mode}</dd>
        {Object.entries(timings).map(([name, ms]) => [<dt key={`${name}-t`}>{name}</dt>, <dd key={`${name}-d`} data-timing={name}>{t('milliseconds', ms.toFixed(1))}</dd>])}
      </dl>
      {attempts.length > 0 && (
        <ol class="muted">
          {attempts.map((a, i) => <li key={i}>{a.stage}{a.relaxation ? ` (${a.relaxation})` : ''}: {t('attemptLine', localNumber(a.chars), a.score.toFixed(2))}</li>)}
        </ol>
      )}
      <p class="muted">{t('removedSummary', localNumber(removed.length), localNumber(removedChars))}</p>
      {removed.length > 0 && (
        <ul class="muted" data-testid="removed">
          {removed.slice(0, 50).map((r, i) => <li key={i}><code>{r.selector}</code> {r.step}: {r.reason} ({r.chars})</li>)}
        </ul>
      )}
    </details>
  );
}
