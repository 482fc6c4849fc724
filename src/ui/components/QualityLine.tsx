import type { PageResult } from '../../extension/page-result';
import { THIN_QUALITY } from '../../extension/quality';
import { t } from '../i18n';

/**
 * How complete the result looks, in plain words (the stage and score behind it are in Diagnostics), with a
 * button to the mode that keeps more when it looks thin.
 */
export function QualityLine(props: { result: PageResult; onTryRecall(): void }) {
  const { extraction, kind } = props.result;
  if (kind === 'selection') return <p class="quality muted" data-testid="quality" data-verdict="selection">{t('qualitySelection')}</p>;
  const thin = extraction.quality.score < THIN_QUALITY;
  return (
    <p class="quality muted" data-testid="quality" data-verdict={thin ? 'thin' : 'complete'}>
      {thin ? t('qualityThin') : t('qualityComplete')}
      {thin && extraction.mode !== 'recall' && (
        <> <button type="button" class="link-button" data-testid="try-recall" onClick={props.onTryRecall}>{t('qualityTryMore')}</button></>
      )}
    </p>
  );
}
