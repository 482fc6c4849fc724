/**
 * Tables. Each table of the clone is classified once in the pre-pass (`data-pith-table`):
 * - `gfm`: a GFM pipe table, header row detected (thead, a row of th, or a first row of bold cells; else an
 *   empty header, since GFM requires one), pipes escaped, line breaks as `<br>`; merged cells are expanded on
 *   the grid (a cell spanning rows repeats its text in each, one spanning columns leaves the others empty);
 * - `html`: what GFM cannot express (nested tables, block content in cells, a multi-row header, merged cells
 *   that overlap or start in the header row) is kept as a minimal HTML table (`html.ts`);
 * - `layout`: tables that position content (one column, role=presentation, a table of tables, one row of
 *   text blocks) are unwrapped, their cells written as blocks.
 * Fixtures: tables--*.
 */
import type { Construct, MarkdownRule } from '../state';
import { ancestorWithTag, cellsOf, childElements, rowsOf, spanOf, squash, tagOf, unwrap } from '../dom';
import { minimalTableHtml } from '../html';

type TableKind = 'gfm' | 'html' | 'layout';

const KIND = 'data-pith-table';
const HEAD = 'data-pith-head';
/** Cell content GFM cannot hold on one line. */
const BLOCK_IN_CELL = 'ul, ol, pre, blockquote, h1, h2, h3, h4, h5, h6, hr, dl, table, figure';
/** Cell separators between the cell, row and table rules; control characters never survive text escaping. */
const CELL = '\u0001';
const ROW = '\u0002';
const TABLE_TAGS = new Set(['table']);

function columnsOf(row: Element): number {
  return cellsOf(row).reduce((sum, cell) => sum + spanOf(cell, 'colspan'), 0);
}

function hasBlockContent(cell: Element): boolean {
  if (cell.querySelector(BLOCK_IN_CELL)) return true;
  // Several paragraphs are blocks too; one paragraph (a common wrapper) is inline text.
  return childElements(cell).filter((child) => (tagOf(child) === 'p' || tagOf(child) === 'div') && squash(child.textContent)).length > 1;
}

/** A cell whose whole text is bold: the first row made of these is a header. */
function isBoldCell(cell: Element): boolean {
  const text = squash(cell.textContent);
  if (!text) return false;
  const bold = Array.from(cell.querySelectorAll('strong, b')).map((el) => squash(el.textContent)).join(' ');
  return bold === text;
}

function classify(table: Element): TableKind {
  const role = table.getAttribute('role');
  if (role === 'presentation' || role === 'none') return 'layout';
  const rows = rowsOf(table);
  if (rows.length === 0) return 'layout';
  // A reduce, not Math.max(...): a spread of a table's rows overflows the stack past about 100,000 of them.
  const columns = rows.reduce((most, row) => Math.max(most, columnsOf(row)), 0);
  if (columns <= 1) return 'layout';
  const cells = rows.flatMap(cellsOf);
  // Only the table's own cells and sections count: a nested table's headers say nothing about this one.
  const semantic = cells.some((cell) => tagOf(cell) === 'th') || table.hasAttribute('summary')
    || childElements(table).some((child) => tagOf(child) === 'thead' || tagOf(child) === 'caption');
  const nested = Boolean(table.querySelector('table'));
  const blocks = cells.some(hasBlockContent);
  if (!semantic && nested) return 'layout';
  if (!semantic && blocks && rows.length === 1) return 'layout';
  if (nested || blocks) return 'html';
  const head = table.querySelector('thead');
  if (head && rowsOf(table).filter((row) => row.parentElement === head).length > 1) return 'html';
  if (cells.some((cell) => spanOf(cell, 'colspan') > 1 || spanOf(cell, 'rowspan') > 1)) {
    const header = headerRow(table);
    if (header && cellsOf(header).some((cell) => spanOf(cell, 'rowspan') > 1)) return 'html';
    if (!cellGrid(rows)) return 'html';
  }
  return 'gfm';
}

/** One slot of the table's grid: the cell covering it, and whether the cell starts in this slot's column. */
interface Slot { cell: Element; firstColumn: boolean }

/**
 * The table's grid as the HTML table model lays it out: each cell in the next free slot of its row, covering
 * its colspan × rowspan (rows past the last are not added). Null when two cells would cover one slot, a table
 * no grid can show.
 */
function cellGrid(rows: Element[]): Slot[][] | null {
  const grid: Slot[][] = rows.map(() => []);
  for (const [r, row] of rows.entries()) {
    let column = 0;
    for (const cell of cellsOf(row)) {
      while (grid[r][column]) column += 1;
      const down = Math.min(spanOf(cell, 'rowspan'), rows.length - r);
      const across = spanOf(cell, 'colspan');
      for (let dr = 0; dr < down; dr++) {
        for (let dc = 0; dc < across; dc++) {
          if (grid[r + dr][column + dc]) return null;
          grid[r + dr][column + dc] = { cell, firstColumn: dc === 0 };
        }
      }
      column += across;
    }
  }
  return grid;
}

/** The header row of a GFM table, or null (the table then gets an empty header). */
function headerRow(table: Element): Element | null {
  const rows = rowsOf(table);
  const first = rows[0];
  if (!first) return null;
  if (tagOf(first.parentElement) === 'thead') return first;
  const cells = cellsOf(first);
  if (cells.length > 0 && cells.every((cell) => tagOf(cell) === 'th')) return first;
  if (rows.length > 1 && cells.length > 0 && cells.every(isBoldCell)) return first;
  return null;
}

function prepareTables(root: Element): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const kind = classify(table);
    table.setAttribute(KIND, kind);
    if (kind !== 'gfm') continue;
    const head = headerRow(table);
    if (!head) continue;
    head.setAttribute(HEAD, '');
    // Bold header cells: the header row is already emphasised.
    for (const bold of Array.from(head.querySelectorAll('strong, b'))) unwrap(bold);
  }
}

function kindOf(node: Node): TableKind | null {
  const table = tagOf(node) === 'table' ? (node as Element) : ancestorWithTag(node, TABLE_TAGS);
  return (table?.getAttribute(KIND) as TableKind | null) ?? null;
}

/** Cell text on one line: block breaks and `<br>` become `<br>`, pipes escaped. */
function cellText(content: string): string {
  return content
    .trim()
    .replace(/\s*\n+\s*/g, '<br>')
    .replace(/(?<!\\)\|/g, '\\|');
}

function alignmentOf(cell: Element | undefined): string {
  if (!cell) return '';
  const align = (cell.getAttribute('align') ?? /text-align\s*:\s*(\w+)/i.exec(cell.getAttribute('style') ?? '')?.[1] ?? '').toLowerCase();
  return align === 'left' || align === 'right' || align === 'center' ? align : '';
}

const DELIMITER: Readonly<Record<string, string>> = { '': '---', left: ':---', right: '---:', center: ':---:' };

/**
 * The rows of cell texts, merged cells expanded on the grid: the text repeats down the rows a cell spans (each
 * row reads whole on its own) and the further columns it spans stay empty.
 */
function expandedRows(content: string, table: Element): string[][] {
  const written = content.split(ROW).slice(1).map((row) => row.split(CELL).slice(1).map((cell) => cell.trim()));
  const domRows = rowsOf(table);
  const grid = cellGrid(domRows);
  if (!grid || written.length !== domRows.length) return written;
  const texts = new Map<Element, string>();
  domRows.forEach((row, r) => cellsOf(row).forEach((cell, c) => texts.set(cell, written[r]?.[c] ?? '')));
  return grid.map((row) => Array.from(row, (slot) => (slot && slot.firstColumn ? texts.get(slot.cell) ?? '' : '')));
}

function gfmTable(content: string, table: Element): string {
  const rows = expandedRows(content, table);
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const head = rowsOf(table).find((row) => row.hasAttribute(HEAD));
  const header = head ? rows.shift() ?? [] : [];
  const pad = (row: string[]): string[] => [...row, ...Array(columns - row.length).fill('')];
  const alignSource = head ? cellsOf(head) : cellsOf(rowsOf(table)[0] ?? table);
  const delimiter = Array.from({ length: columns }, (_, i) => DELIMITER[alignmentOf(alignSource[i])]);
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  const caption = table.querySelector('caption');
  const captionText = caption ? `${squash(caption.textContent)}\n\n` : '';
  const body = [line(pad(header)), line(delimiter), ...rows.map((row) => line(pad(row)))].join('\n');
  return `\n\n${captionText}${body}\n\n`;
}

const tableRule: MarkdownRule = {
  key: 'table',
  tags: ['table'],
  filter: (node) => tagOf(node) === 'table',
  replacement: (content, node) => {
    const kind = kindOf(node);
    if (kind === 'html') {
      const caption = childElements(node).find((child) => tagOf(child) === 'caption');
      const captionText = caption ? `${squash(caption.textContent)}\n\n` : '';
      return `\n\n${captionText}${minimalTableHtml(node).trim()}\n\n`;
    }
    if (kind === 'gfm') return gfmTable(content, node);
    return `\n\n${content}\n\n`;
  },
};

/** The parts between a table and its rows (sections, caption, column groups). */
const SECTION_TAGS = ['thead', 'tbody', 'tfoot', 'caption', 'colgroup', 'col'];

const sectionRule: MarkdownRule = {
  key: 'tableSection',
  tags: SECTION_TAGS,
  filter: (node) => SECTION_TAGS.includes(tagOf(node)),
  replacement: (content, node) => {
    const name = tagOf(node);
    if (name === 'caption') return kindOf(node) === 'layout' ? `\n\n${content}\n\n` : '';
    if (name === 'colgroup' || name === 'col') return '';
    return content;
  },
};

const rowRule: MarkdownRule = {
  key: 'tableRow',
  tags: ['tr'],
  filter: (node) => tagOf(node) === 'tr',
  replacement: (content, node) => (kindOf(node) === 'gfm' ? `${ROW}${content}` : `\n\n${content}\n\n`),
};

const cellRule: MarkdownRule = {
  key: 'tableCell',
  tags: ['td', 'th'],
  filter: (node) => tagOf(node) === 'td' || tagOf(node) === 'th',
  replacement: (content, node) => (kindOf(node) === 'gfm' ? `${CELL}${cellText(content)}` : `\n\n${content}\n\n`),
};

export const tables: Construct = { name: 'tables', prepare: prepareTables, rules: [tableRule, sectionRule, rowRule, cellRule] };
