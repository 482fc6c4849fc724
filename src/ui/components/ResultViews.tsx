import type { PageResult } from '../../extension/page-result';
import { EXPORTS, type ExportFormat } from '../exports';
import { t, type MessageKey } from '../i18n';
import { SafeHtml } from './SafeHtml';
import type { ImageAllowance } from '../loaded-images';

export type View = 'source' | 'preview';
const VIEWS: { view: View; label: MessageKey }[] = [{ view: 'source', label: 'viewSource' }, { view: 'preview', label: 'viewPreview' }];

/** The result in the chosen format as it will be copied, or rendered (sanitized) as a preview. */
export function ResultViews(props: { result: PageResult; format: ExportFormat; view: View; images: ImageAllowance; onView(view: View): void }) {
  // A tab list is one Tab stop; the arrows move between its tabs (WAI-ARIA tabs pattern). Two tabs: either arrow.
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: View = props.view === 'source' ? 'preview' : 'source';
    props.onView(next);
    document.getElementById(`view-tab-${next}`)?.focus();
  };
  return (
    <div>
      <div class="tabs" role="tablist" aria-label={t('viewLabel')}>
        {VIEWS.map(({ view, label }) => (
          <button key={view} id={`view-tab-${view}`} type="button" role="tab" aria-selected={props.view === view} aria-controls="result-view"
            tabIndex={props.view === view ? 0 : -1} data-view={view} onClick={() => props.onView(view)} onKeyDown={onKey}>
            {t(label)}
          </button>
        ))}
      </div>
      {/* Focusable: the result scrolls, and a keyboard user must be able to scroll it. */}
      <div class="views" id="result-view" role="tabpanel" tabIndex={0} aria-labelledby={`view-tab-${props.view}`} data-testid="view" data-current={props.view}>
        {props.view === 'preview'
          ? <SafeHtml class="preview" html={props.result.extraction.html} linksInNewTab images={props.images} testId="preview" />
          : <pre class="output" data-testid={`output-${props.format}`}>{EXPORTS[props.format].body(props.result)}</pre>}
      </div>
    </div>
  );
}
