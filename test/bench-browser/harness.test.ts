// Intent: the in-page harness source is valid JavaScript that times a call, records a throw as data instead of
// throwing, detects a tool that changes the live document, and turns HTML into block-separated text.
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { harnessSource, type Measurement } from '../../tools/bench-browser/harness';
import type { Tool } from '../../tools/bench-browser/tools';

const TOOLS = [
  { id: 'floor', label: 'reads', note: '', run: 'document.body.textContent.length' },
  { id: 'pith', label: 'throws', note: '', run: '(() => { throw new Error("boom") })()', text: '(r) => r.text' },
  { id: 'readability', label: 'mutates', note: '', run: '(document.body.setAttribute("data-x", "1"), { text: "kept" })', text: '(r) => r.text' },
  { id: 'defuddle', label: 'returns html', note: '', run: '({ content: "<h1>Title</h1><p>One <b>two</b></p><ul><li>a</li><li>b</li></ul>" })', text: '(r) => __pithBench.blockText(r.content)' },
] as Tool[];

function page() {
  const dom = new JSDOM('<!doctype html><body><p>Hello page</p></body>', { runScripts: 'outside-only' } as never);
  dom.window.eval(harnessSource(TOOLS));
  return (id: string, collect = true) => dom.window.eval(`__pithBench.measure(${JSON.stringify(id)}, { collect: ${collect}, checkMutation: true })`) as Measurement;
}

describe('in-page harness', () => {
  it('times a call that leaves the document alone', () => {
    const m = page()('floor');
    expect(m.error).toBeNull();
    expect(m.ms).toBeGreaterThanOrEqual(0);
    expect(m.mutated).toBe(false);
  });

  it('records a throw as an error result, never throwing into the page', () => {
    const m = page()('pith');
    expect(m.error).toMatch(/boom/);
    expect(m.text).toBeUndefined();
  });

  it('detects a tool that changes the live document', () => {
    const m = page()('readability');
    expect(m.mutated).toBe(true);
    expect(m.text).toBe('kept');
  });

  it('collects text only when asked', () => {
    expect(page()('readability', false).text).toBeUndefined();
  });

  it('separates blocks so words of adjacent blocks never run together', () => {
    expect(page()('defuddle').text).toBe('Title\nOne two\na\nb');
  });

  it('rejects an unknown tool id', () => {
    expect(() => page()('nope')).toThrow(/unknown tool/);
  });
});
