/**
 * The in-page side of the benchmark, as source text evaluated in the isolated world after the bundles.
 * It defines `__pithBench.measure(toolId, {collect, checkMutation})`, which times one call of one tool.
 * Written as a string, not a transpiled function, so what runs in the page is exactly what is read here.
 */
import type { Tool } from './tools';

/** What one timed call returns to Node. */
export interface Measurement {
  ms: number;
  /** The exception's message and stack head when the call threw. */
  error: string | null;
  /** usedJSHeapSize (bytes) right after a forced GC, before the call, and right after the call. */
  heapBefore: number | null;
  heapAfter: number | null;
  /** Whether the live document's serialization changed during the call (checked when asked). */
  mutated: boolean | null;
  text?: string;
  info?: Record<string, unknown>;
}

export function harnessSource(tools: readonly Tool[]): string {
  const entries = tools.map((tool) => `${JSON.stringify(tool.id)}: {
      run: () => (${tool.run}),
      text: ${tool.text ?? 'null'},
      info: ${tool.info ?? 'null'},
    }`);
  return `(() => {
  const TOOLS = {
    ${entries.join(',\n    ')}
  };
  // Elements after which text breaks a line, so words of adjacent blocks never run together when scored.
  const BLOCK = /^(ADDRESS|ARTICLE|ASIDE|BLOCKQUOTE|BR|DD|DIV|DL|DT|FIGCAPTION|FIGURE|FOOTER|FORM|H[1-6]|HEADER|HR|LI|MAIN|NAV|OL|P|PRE|SECTION|TABLE|TD|TH|TR|UL)$/;
  function blockText(html) {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const parts = [];
    const walk = (node) => {
      for (let child = node.firstChild; child; child = child.nextSibling) {
        if (child.nodeType === 3) parts.push(child.data);
        else if (child.nodeType === 1) {
          const block = BLOCK.test(child.nodeName);
          if (block) parts.push('\\n');
          walk(child);
          if (block) parts.push('\\n');
        }
      }
    };
    if (doc.body) walk(doc.body);
    return parts.join('').split('\\n').map((l) => l.replace(/\\s+/g, ' ').trim()).filter(Boolean).join('\\n');
  }
  const heap = () => (performance.memory ? performance.memory.usedJSHeapSize : null);
  const snapshot = () => (document.documentElement ? document.documentElement.outerHTML : '');
  function measure(id, opts) {
    const tool = TOOLS[id];
    if (!tool) throw new Error('unknown tool ' + id);
    const before = opts.checkMutation ? snapshot() : null;
    // A collection before each call, so one tool's garbage is never collected on the next tool's clock.
    if (typeof gc === 'function') gc();
    const heapBefore = heap();
    let raw = null;
    let error = null;
    const t0 = performance.now();
    try {
      raw = tool.run();
    } catch (e) {
      error = String((e && e.stack) || e).split('\\n').slice(0, 4).join(' | ').slice(0, 600);
    }
    const ms = performance.now() - t0;
    const heapAfter = heap();
    const out = { ms, error, heapBefore, heapAfter, mutated: opts.checkMutation ? snapshot() !== before : null };
    if (opts.collect && raw !== null) {
      if (tool.text) out.text = tool.text(raw);
      if (tool.info) out.info = tool.info(raw);
    }
    return out;
  }
  globalThis.__pithBench = { measure, blockText };
})();`;
}
