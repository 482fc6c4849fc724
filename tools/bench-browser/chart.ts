/**
 * A small SVG chart of per-page time distributions: one horizontal box plot per tool (box = p25..p75, bar =
 * median, whiskers = p5..p95, dots = pages beyond the whiskers), on a log scale because extraction times span
 * three orders of magnitude. Hand-written so the benchmark carries no chart library.
 */
import { quantile } from './stats';

export interface ChartSeries {
  label: string;
  /** Per-page times in milliseconds (non-positive values are drawn at the axis minimum). */
  values: readonly number[];
}

export interface ChartPanel {
  title: string;
  series: readonly ChartSeries[];
}

const LAYOUT = { width: 760, labelWidth: 190, right: 30, rowHeight: 26, titleHeight: 30, axisHeight: 34, panelGap: 14 };
const COLORS = ['#7f7f7f', '#1f77b4', '#17becf', '#9467bd', '#ff7f0e', '#2ca02c', '#d62728', '#8c564b'];

/** Powers of ten that cover [min, max], at least one decade. */
export function logTicks(min: number, max: number): number[] {
  const lo = Math.floor(Math.log10(Math.max(min, 1e-3)));
  const hi = Math.max(lo + 1, Math.ceil(Math.log10(Math.max(max, 1e-3))));
  const ticks: number[] = [];
  for (let e = lo; e <= hi; e++) ticks.push(10 ** e);
  return ticks;
}

/** `caption` may hold several lines, separated by newlines. */
export function renderChart(panels: readonly ChartPanel[], caption: string): string {
  const all = panels.flatMap((p) => p.series.flatMap((s) => s.values.filter((v) => v > 0)));
  const ticks = logTicks(all.length ? Math.min(...all) : 0.1, all.length ? Math.max(...all) : 100);
  const [lo, hi] = [Math.log10(ticks[0]), Math.log10(ticks[ticks.length - 1])];
  const plotLeft = LAYOUT.labelWidth;
  const plotWidth = LAYOUT.width - plotLeft - LAYOUT.right;
  const x = (ms: number) => plotLeft + ((Math.log10(Math.max(ms, ticks[0])) - lo) / (hi - lo)) * plotWidth;
  const parts: string[] = [];
  let y = 0;
  for (const panel of panels) {
    const top = y;
    const rowsHeight = panel.series.length * LAYOUT.rowHeight;
    parts.push(`<text x="${plotLeft}" y="${top + 20}" font-size="14" font-weight="bold">${escapeXml(panel.title)}</text>`);
    const plotTop = top + LAYOUT.titleHeight;
    for (const tick of ticks) {
      const tx = x(tick).toFixed(1);
      parts.push(`<line x1="${tx}" y1="${plotTop}" x2="${tx}" y2="${plotTop + rowsHeight}" stroke="#ddd"/>`);
      parts.push(`<text x="${tx}" y="${plotTop + rowsHeight + 14}" font-size="11" text-anchor="middle">${formatMs(tick)}</text>`);
    }
    panel.series.forEach((series, i) => {
      parts.push(boxRow(series, plotTop + i * LAYOUT.rowHeight, COLORS[i % COLORS.length], x, plotLeft));
    });
    y = plotTop + rowsHeight + LAYOUT.axisHeight + LAYOUT.panelGap;
  }
  // The caption's lines (split on newlines) start at the left edge: they are longer than the plot is wide.
  const lines = caption.split('\n');
  lines.forEach((line, i) => parts.push(`<text x="10" y="${y + i * 14}" font-size="11" fill="#555">${escapeXml(line)}</text>`));
  const height = y + (lines.length - 1) * 14 + 12;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LAYOUT.width}" height="${height}" viewBox="0 0 ${LAYOUT.width} ${height}" font-family="sans-serif">\n`
    + `<rect width="100%" height="100%" fill="#fff"/>\n${parts.join('\n')}\n</svg>\n`;
}

function boxRow(series: ChartSeries, top: number, color: string, x: (ms: number) => number, labelRight: number): string {
  const mid = top + LAYOUT.rowHeight / 2;
  const label = `<text x="${labelRight - 8}" y="${mid + 4}" font-size="12" text-anchor="end">${escapeXml(series.label)} (n=${series.values.length})</text>`;
  if (series.values.length === 0) return label;
  const q = (p: number) => quantile(series.values, p);
  const [p5, p25, p50, p75, p95] = [q(0.05), q(0.25), q(0.5), q(0.75), q(0.95)].map(x);
  const h = LAYOUT.rowHeight * 0.6;
  const outliers = series.values.filter((v) => v < q(0.05) || v > q(0.95))
    .map((v) => `<circle cx="${x(v).toFixed(1)}" cy="${mid}" r="1.6" fill="${color}" fill-opacity="0.45"/>`);
  return [
    label,
    `<line x1="${p5.toFixed(1)}" y1="${mid}" x2="${p95.toFixed(1)}" y2="${mid}" stroke="${color}"/>`,
    `<line x1="${p5.toFixed(1)}" y1="${mid - h / 3}" x2="${p5.toFixed(1)}" y2="${mid + h / 3}" stroke="${color}"/>`,
    `<line x1="${p95.toFixed(1)}" y1="${mid - h / 3}" x2="${p95.toFixed(1)}" y2="${mid + h / 3}" stroke="${color}"/>`,
    `<rect x="${p25.toFixed(1)}" y="${(mid - h / 2).toFixed(1)}" width="${Math.max(1, p75 - p25).toFixed(1)}" height="${h.toFixed(1)}" fill="${color}" fill-opacity="0.3" stroke="${color}"/>`,
    `<line x1="${p50.toFixed(1)}" y1="${(mid - h / 2).toFixed(1)}" x2="${p50.toFixed(1)}" y2="${(mid + h / 2).toFixed(1)}" stroke="${color}" stroke-width="2.5"/>`,
    ...outliers,
  ].join('\n');
}

export function formatMs(ms: number): string {
  if (ms >= 1000) return `${ms / 1000} s`;
  return `${ms} ms`;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}
