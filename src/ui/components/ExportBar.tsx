import { useEffect, useState } from 'preact/hooks';
import type { PageResult } from '../../extension/page-result';
import { copy, download, EXPORTS, type ExportFormat } from '../exports';

/** Copy (in the given format) and download as .md / .txt / .json, with a status line for the outcome. */
export function ExportBar(props: { result: PageResult; copyFormat: ExportFormat }) {
  const [status, setStatus] = useState('');
  // "Text copied." must not stay beside a JSON view: an outcome belongs to the format it was about.
  useEffect(() => setStatus(''), [props.copyFormat]);
  const onCopy = async () => {
    try {
      await copy(EXPORTS[props.copyFormat].body(props.result));
      setStatus(`${EXPORTS[props.copyFormat].label} copied.`);
    } catch (error) {
      setStatus(`Copy failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <div>
      <div class="row">
        <button type="button" data-testid="copy" onClick={onCopy}>Copy {EXPORTS[props.copyFormat].label}</button>
        {(Object.keys(EXPORTS) as ExportFormat[]).map((format) => (
          <button key={format} type="button" data-testid={`download-${EXPORTS[format].ext}`} onClick={() => download(props.result, format)}>
            .{EXPORTS[format].ext}
          </button>
        ))}
      </div>
      <p class="status muted" role="status" data-testid="status">{status}</p>
    </div>
  );
}
