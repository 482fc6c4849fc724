/**
 * The tools measured in each page, as a table. Each entry is JavaScript source evaluated in the benchmark's
 * isolated world (like a content script): `run` is the timed call; `text` and `info` read its result afterwards,
 * untimed, for the quality scores and the report.
 */
import type { Mode } from '../../src/engine/types';

export type ToolId = 'floor' | 'pith' | 'pith-fast' | 'pith-markdown' | 'readability' | 'defuddle';

export interface Tool {
  id: ToolId;
  label: string;
  /** Why this tool is in the table and how it is called, for the report. */
  note: string;
  /** Expression evaluated (timed) to a raw result. */
  run: string;
  /** Function source `(raw) => string`: the text scored with the corpus metrics; absent when not scored. */
  text?: string;
  /** Function source `(raw) => object`: small facts for the report (Pith's stage and warning). */
  info?: string;
}

const pithInfo = '(r) => ({ stage: r.stage, warning: r.warning ?? null, error: r.error ?? null, chars: (r.text || "").length, timings: r.timings || {} })';

/** The tools of one run. `mode` is Pith's mode under test (fast is measured beside it, as the 1.5x target needs). */
export function toolTable(mode: Mode): Tool[] {
  const pith = (id: ToolId, label: string, m: Mode, markdown: boolean, note: string): Tool => ({
    id, label, note,
    run: `globalThis.__pith.extract({ mode: ${JSON.stringify(m)}, markdown: ${markdown} })`,
    text: '(r) => r.text || ""',
    info: pithInfo,
  });
  const tools: Tool[] = [
    {
      id: 'floor', label: 'floor (body.innerText)',
      note: 'one full pass over the rendered document: `document.body.innerText`',
      run: '(document.body ? document.body.innerText : "").length',
    },
    pith('pith', `Pith ${mode}`, mode, false, `the shipped extractor.js: \`__pith.extract({mode: "${mode}", markdown: false})\``),
  ];
  if (mode !== 'fast') {
    tools.push(pith('pith-fast', 'Pith fast', 'fast', false, 'the shipped extractor.js: `__pith.extract({mode: "fast", markdown: false})`'));
  }
  tools.push(
    pith('pith-markdown', `Pith ${mode} + Markdown`, mode, true, `the shipped extractor.js with Markdown on: \`__pith.extract({mode: "${mode}"})\``),
    {
      id: 'readability', label: 'Readability.js',
      note: 'Mozilla Readability on a clone, as browsers use it: `new Readability(document.cloneNode(true)).parse()` (clone timed)',
      run: 'new globalThis.__benchReadability(document.cloneNode(true)).parse()',
      text: '(r) => (r && r.textContent) || ""',
    },
    {
      id: 'defuddle', label: 'defuddle',
      note: "defuddle's browser build (core): `new Defuddle(document).parse()`",
      run: 'new globalThis.__benchDefuddle(document).parse()',
      text: '(r) => __pithBench.blockText((r && r.content) || "")',
    },
  );
  return tools;
}

/** The tool every ratio is taken against, and the peers it is compared with. */
export const SUBJECT: ToolId = 'pith';
export const PEERS: readonly ToolId[] = ['readability', 'defuddle', 'floor'];
