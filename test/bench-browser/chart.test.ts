// Intent: the hand-written SVG chart is well-formed, places boxes on a log scale and escapes labels.
import { describe, expect, it } from 'vitest';
import { DOMParser } from 'linkedom';
import { escapeXml, logTicks, renderChart } from '../../tools/bench-browser/chart';

describe('logTicks', () => {
  it('covers the range with powers of ten, at least one decade', () => {
    expect(logTicks(0.3, 250)).toEqual([0.1, 1, 10, 100, 1000]);
    expect(logTicks(2, 3)).toEqual([1, 10]);
  });
});

describe('renderChart', () => {
  const svg = renderChart([
    { title: 'corpus <a>', series: [{ label: 'fast & small', values: [1, 2, 3, 4, 100] }, { label: 'slow', values: [10, 20, 30] }] },
    { title: 'empty', series: [{ label: 'nothing', values: [] }] },
  ], 'caption');

  it('is an SVG document that parses', () => {
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.querySelector('svg')).not.toBeNull();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('escapes titles and labels', () => {
    expect(svg).toContain('corpus &lt;a&gt;');
    expect(svg).toContain('fast &amp; small (n=5)');
    expect(svg).not.toContain('<a>');
  });

  it('draws one box per non-empty series and the median further right for the slower tool', () => {
    const boxes = [...svg.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"[^>]*fill-opacity="0.3"/g)];
    expect(boxes).toHaveLength(2);
    const medians = [...svg.matchAll(/<line x1="([\d.]+)"[^>]*stroke-width="2.5"/g)].map((m) => Number(m[1]));
    expect(medians).toHaveLength(2);
    expect(medians[1]).toBeGreaterThan(medians[0]);
  });

  it('marks the pages beyond the whiskers', () => {
    // 100 ms lies above p95 of [1, 2, 3, 4, 100]: drawn as a dot.
    expect((svg.match(/<circle /g) ?? []).length).toBeGreaterThanOrEqual(1);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&apos;');
  });
});
