// Intent: the TEI and CSV writers (issue 14 item 3). TEI: well-formed XML by a strict parser (saxes), in the TEI
// namespace, only elements of the TEI P5 set this writer is meant to use, in the places P5 allows them (header
// from the metadata, body of divs, one per heading). CSV: RFC 4180 quoting and the formula-injection guard.
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { toTei } from '../../src/engine/output/tei';
import { csvCell, toCsv, CSV_COLUMNS } from '../../src/engine/output/csv';
import { toJson } from '../../src/engine/output';
import { fixture, parse } from './helpers';

interface XmlElement { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string }

/** Parses strictly (throws on any well-formedness error) into a small tree. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [{ name: '#root', attributes: {}, children: [], text: '' }];
  parser.on('error', (error) => { throw error; });
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.local, attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local, a.value])), children: [], text: '' };
    if (tag.uri !== 'http://www.tei-c.org/ns/1.0') throw new Error(`${tag.name} is outside the TEI namespace`);
    stack.at(-1)!.children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => { for (const el of stack) el.text += text; });
  parser.on('closetag', () => { stack.pop(); });
  parser.write(xml).close();
  return stack[0].children[0];
}

/** TEI P5 elements the writer may use, each with the children P5 allows it here. */
const ALLOWED: Record<string, string[]> = {
  TEI: ['teiHeader', 'text'], teiHeader: ['fileDesc', 'profileDesc'], fileDesc: ['titleStmt', 'publicationStmt', 'sourceDesc'],
  titleStmt: ['title', 'author'], publicationStmt: ['p'], sourceDesc: ['bibl'], bibl: ['title', 'author', 'publisher', 'date', 'ptr'],
  profileDesc: ['langUsage', 'textClass'], langUsage: ['language'], textClass: ['keywords'], keywords: ['term'],
  text: ['body'], body: ['div'], div: ['head', 'p', 'list', 'table', 'ab', 'quote', 'figure'],
  list: ['item', 'label'], item: ['hi', 'ref', 'code', 'lb', 'graphic', 'list'], table: ['head', 'row'], row: ['cell'],
  ab: ['code'], quote: ['p'], figure: ['graphic', 'figDesc'],
  p: ['hi', 'ref', 'code', 'lb', 'graphic'], head: ['hi', 'ref', 'code', 'lb'], cell: ['hi', 'ref', 'code', 'lb', 'graphic'],
  hi: ['hi', 'ref', 'code', 'lb'], ref: ['hi', 'code', 'lb', 'graphic'], figDesc: ['hi', 'ref', 'code'], label: ['hi', 'ref', 'code'],
  title: [], author: [], publisher: [], date: [], ptr: [], language: [], term: [], code: [], lb: [], graphic: [],
};

function checkTree(el: XmlElement, path = el.name): void {
  expect(ALLOWED, `unexpected element ${path}`).toHaveProperty([el.name]);
  for (const child of el.children) {
    expect(ALLOWED[el.name], `${child.name} inside ${path}`).toContain(child.name);
    checkTree(child, `${path}/${child.name}`);
  }
}

const find = (el: XmlElement, name: string): XmlElement[] => [...(el.name === name ? [el] : []), ...el.children.flatMap((c) => find(c, name))];

describe('toTei', () => {
  const extraction = extract(parse(fixture('output--tei-constructs')));
  const xml = toTei(extraction.content, extraction.metadata);
  const tei = parseXml(xml);

  it('is well-formed TEI with only the allowed elements, in allowed places', () => {
    expect(tei.name).toBe('TEI');
    expect(tei.children.map((c) => c.name)).toEqual(['teiHeader', 'text']);
    checkTree(tei);
  });

  it('writes the header from the metadata', () => {
    const header = tei.children[0];
    expect(find(header, 'title')[0].text).toBe('Building a cold frame & keeping it warm');
    expect(find(header, 'author')[0].text).toBe('Ada Gardener');
    expect(find(header, 'date')[0].attributes.when).toBe('2024-03-05');
    expect(find(header, 'language')[0].attributes.ident).toBe('en');
  });

  it('maps every construct, one div per heading', () => {
    const body = find(tei, 'body')[0];
    expect(body.children.map((d) => d.children[0].name === 'head' ? d.children[0].text : '(intro)')).toEqual(['(intro)', 'Materials', 'Automation']);
    expect(find(body, 'hi')[0].attributes.rend).toBe('italic');
    expect(find(body, 'ref')[0].attributes.target).toBe('https://example.org/guides/venting');
    expect(find(body, 'p')[0].text).toContain('5 < 7');
    expect(find(body, 'list').map((l) => l.attributes.rend)).toEqual(['bulleted', 'numbered']);
    expect(find(body, 'row')).toHaveLength(3);
    expect(find(body, 'cell')[0].attributes.role).toBe('label');
    expect(find(body, 'table')[0].children[0].text).toBe('Temperatures inside and outside');
    const code = find(body, 'ab')[0];
    expect(code.attributes.type).toBe('code');
    expect(code.children[0].attributes.lang).toBe('python');
    expect(code.text).toBe('if temperature > 20:\n    frame.open()');
    expect(find(body, 'quote')[0].text).toContain('seedlings cook');
    expect(find(body, 'graphic')[0].attributes.url).toBe('https://example.org/2024/img/frame.jpg');
    expect(find(body, 'figDesc')[0].text).toBe('The frame in March, lid propped open.');
  });

  it('an empty result is still valid: one div with an empty paragraph', () => {
    checkTree(parseXml(toTei(null, { ...extraction.metadata, title: 'x<y' })));
  });
});

describe('CSV', () => {
  it('quotes every field (RFC 4180), doubles quotes, ends records with CRLF', () => {
    expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"');
    const extraction = toJson(extract(parse(fixture('output--tei-constructs'))));
    const csv = toCsv([extraction, extraction]);
    expect(csv.split('\r\n')[0]).toBe(CSV_COLUMNS.map(([name]) => `"${name}"`).join(','));
    expect(csv.match(/\r\n/g)).toHaveLength(3);
    expect(csv).toContain('"Building a cold frame & keeping it warm","Ada Gardener","2024-03-05T09:00:00+01:00"');
  });

  it.each(['=HYPERLINK("http://evil")', '+1+2', '-2+3', '@SUM(A1)', '\tx'])('guards a cell starting like a formula: %j', (value) => {
    expect(csvCell(value).startsWith(`"'`)).toBe(true);
  });

  it('leaves numbers as they are (a negative quality cannot happen, a number is not a formula)', () => {
    expect(csvCell(0.5)).toBe('"0.5"');
  });
});
