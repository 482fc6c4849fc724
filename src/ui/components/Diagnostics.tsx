import type { ExtractionJson } from '../../engine';

/** What the engine did, as it reported it: attempts of the cascade, per-stage timings, what was removed and why. */
export function Diagnostics(props: { extraction: ExtractionJson }) {
  const { attempts, timings, removed } = props.extraction;
  const removedChars = removed.reduce((sum, r) => sum + r.chars, 0);
  return (
    <details data-testid="diagnostics">
      <summary>Diagnostics</summary>
      <dl class="meta">
        {Object.entries(timings).map(([stage, ms]) => [<dt key={`${stage}-t`}>{stage}</dt>, <dd key={`${stage}-d`} data-timing={stage}>{ms.toFixed(1)} ms</dd>])}
      </dl>
      {attempts.length > 0 && (
        <ol class="muted">
          {attempts.map((a, i) => <li key={i}>{a.stage}{a.relaxation ? ` (${a.relaxation})` : ''}: {a.chars} chars, score {a.score.toFixed(2)}</li>)}
        </ol>
      )}
      <p class="muted">Removed: {removed.length} block{removed.length === 1 ? '' : 's'}, {removedChars} characters.</p>
      {removed.length > 0 && (
        <ul class="muted" data-testid="removed">
          {removed.slice(0, 50).map((r, i) => <li key={i}><code>{r.selector}</code> {r.step}: {r.reason} ({r.chars})</li>)}
        </ul>
      )}
    </details>
  );
}
