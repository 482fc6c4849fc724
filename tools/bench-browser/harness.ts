/**
 * The in-page side of the benchmark, as source text evaluated in the isolated world after the bundles.
 * It defines `__pithBench.measure(toolId, {collect, checkMutation})`, which times one call of one tool.
 * Written as a string, not a transpiled function, so what runs in the page is exactly what is read here.
 */
import type { Tool } from './tools';

/** What one timed call returns to Node. */
export interface Measurement {
  /** Wall-clock milliseconds of the call, by performance.now() in the page. */
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
  // One call is split in three so Node can read the main thread's CPU clock around \`run\` alone:
  // \`prepare\` (GC, heap, snapshot), \`run\` (the timed call), \`finish\` (heap, mutation check, texts).
  let pending = null;
  function prepare(id, opts) {
    const tool = id === 'noop' ? NOOP : TOOLS[id];
    if (!tool) throw new Error('unknown tool ' + id);
    const before = opts.checkMutation ? snapshot() : null;
    // A collection before each call, so one tool's garbage is never collected on the next tool's clock.
    if (typeof gc === 'function') gc();
    pending = { tool, opts, before, heapBefore: heap(), raw: null, error: null, ms: 0 };
  }
  // \`run\` answers the file a Pith call asks for when the engine stopped before a stage the page has not been
  // given (src/extension/in-page/stages.ts): Node evaluates that file, as the background injects it, then calls
  // \`resume\`, and the call's time is the sum (null: nothing asked).
  function timed(call) {
    const p = pending;
    const t0 = performance.now();
    try {
      p.raw = call();
    } catch (e) {
      p.error = String((e && e.stack) || e).split('\\n').slice(0, 4).join(' | ').slice(0, 600);
    }
    p.ms += performance.now() - t0;
    return p.raw && typeof p.raw === 'object' && typeof p.raw.needs === 'string' ? p.raw.script : null;
  }
  function run() {
    return timed(pending.tool.run);
  }
  function resume() {
    const ticket = pending.raw.ticket;
    return timed(() => globalThis.__pith.resume(ticket));
  }
  function finish() {
    const p = pending;
    pending = null;
    const heapAfter = heap();
    const out = { ms: p.ms, error: p.error, heapBefore: p.heapBefore, heapAfter, mutated: p.opts.checkMutation ? snapshot() !== p.before : null };
    if (p.opts.collect && p.raw !== null) {
      if (p.tool.text) out.text = p.tool.text(p.raw);
      if (p.tool.info) out.info = p.tool.info(p.raw);
    }
    return out;
  }
  function measure(id, opts) {
    prepare(id, opts);
    run();
    return finish();
  }
  // Calibrates the cost of the protocol round trip that the CPU clock sees around \`run\`.
  const NOOP = { run: () => 0, text: null, info: null };
  globalThis.__pithBench = { prepare, run, resume, finish, measure, blockText };
})();`;
}
