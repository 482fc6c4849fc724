import type { PageResult } from '../../extension/page-result';
import { THIN_QUALITY } from '../../extension/quality';

/** Which stage produced the result and how good it looks, with the one-line hint when it looks thin. */
export function QualityLine(props: { result: PageResult; onTryRecall(): void }) {
  const { extraction, kind } = props.result;
  if (kind === 'selection') return <p class="quality muted" data-testid="quality">Your selection, converted as is.</p>;
  const thin = extraction.quality.score < THIN_QUALITY && extraction.mode !== 'recall';
  return (
    <p class="quality" data-testid="quality">
      <span class="muted">Stage</span> <b data-testid="stage">{extraction.stage}</b>
      {' · '}<span class="muted">quality</span> <b data-testid="score">{extraction.quality.score.toFixed(2)}</b>
      {' · '}<span class="muted">mode</span> {extraction.mode}
      {thin && <> {' · '}<button type="button" data-testid="try-recall" onClick={props.onTryRecall}>Looks thin: try recall</button></>}
    </p>
  );
}
