import type { PageResult } from '../../extension/page-result';
import { EXPORTS, type ExportFormat } from '../exports';
import { SafeHtml } from './SafeHtml';

export type View = ExportFormat | 'preview';
const VIEWS: { view: View; label: string }[] = [
  { view: 'markdown', label: 'Markdown' }, { view: 'text', label: 'Text' }, { view: 'preview', label: 'Preview' }, { view: 'json', label: 'JSON' },
];

/** The result as Markdown, text, a rendered (sanitized) preview, or JSON. */
export function ResultViews(props: { result: PageResult; view: View; onView(view: View): void }) {
  return (
    <div>
      <div class="row" role="tablist">
        {VIEWS.map(({ view, label }) => (
          <button key={view} id={`view-tab-${view}`} type="button" role="tab" aria-selected={props.view === view} aria-controls="result-view"
            data-view={view} onClick={() => props.onView(view)}>{label}</button>
        ))}
      </div>
      {/* Focusable: the result scrolls, and a keyboard user must be able to scroll it. */}
      <div class="views" id="result-view" role="tabpanel" tabIndex={0} aria-labelledby={`view-tab-${props.view}`} data-testid="view" data-current={props.view}>
        {props.view === 'preview'
          ? <SafeHtml class="preview" html={props.result.extraction.html} linksInNewTab testId="preview" />
          : <pre class="output" data-testid={`output-${props.view}`}>{EXPORTS[props.view].body(props.result)}</pre>}
      </div>
    </div>
  );
}
