/**
 * Markdown templates: front matter properties and a body, written the way the result looks —
 *
 *   ---
 *   title: {{title}}
 *   published: {{published|date:"YYYY-MM-DD"}}
 *   tags: {{tags}}
 *   ---
 *   {{content}}
 *
 * The front matter is a template of properties, not of YAML text: each value is rendered, then written by the
 * engine's YAML writer (quoted with escapes, a list as a block list, an empty value left out), so no title can
 * break the note's properties. A template is checked whole before use; every mistake comes back with its line.
 */
import { yamlScalar, yamlString } from '../../engine/metadata/front-matter';
import { t, type MessageKey } from '../i18n';
import { asText, FILTERS, type Filter, type Value } from './filters';
import { VARIABLES, type TemplateInput } from './variables';

export interface TemplateError { line: number; message: string }

interface Expression { variable: string; filters: { name: string; argument?: string }[] }
type Piece = string | Expression;
interface Property { key: string; pieces: Piece[] }
export interface Template { properties: Property[] | undefined; body: Piece[] }

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: TemplateError[] };

const FILTER = /\|\s*([A-Za-z]\w*)\s*(?::\s*(?:"((?:[^"\\]|\\.)*)"|(\d+)))?\s*/y;
const VARIABLE = /^\s*([A-Za-z]\w*)\s*/;
const PROPERTY = /^([^\s:#][^:]*?)\s*:(?:\s(.*))?$/;
const PLAIN_KEY = /^[\p{L}\p{N}_-]+$/u;

/** What a filter's argument must be, said when it is not (messages of public/_locales). */
const WANTED: Record<Filter['argument'], MessageKey> = {
  none: 'templateErrTakesNone', count: 'templateErrTakesCount', text: 'templateErrTakesText', 'optional-text': 'templateErrTakesOptionalText',
};

function parseExpression(source: string, line: number, errors: TemplateError[]): Expression | undefined {
  const name = VARIABLE.exec(source);
  if (!name) { errors.push({ line, message: t('templateErrNoVariable', `{{${source}}}`) }); return undefined; }
  if (!Object.hasOwn(VARIABLES, name[1])) {
    errors.push({ line, message: t('templateErrUnknownVariable', name[1], Object.keys(VARIABLES).join(', ')) });
    return undefined;
  }
  const filters: Expression['filters'] = [];
  FILTER.lastIndex = name[0].length;
  while (FILTER.lastIndex < source.length) {
    const start = FILTER.lastIndex;
    const match = FILTER.exec(source);
    if (!match) { errors.push({ line, message: t('templateErrFilterSyntax', source.slice(start).trim()) }); return undefined; }
    const [, filterName, quoted, count] = match;
    const filter = Object.hasOwn(FILTERS, filterName) ? FILTERS[filterName] : undefined;
    if (!filter) { errors.push({ line, message: t('templateErrUnknownFilter', filterName, Object.keys(FILTERS).join(', ')) }); return undefined; }
    const argument = quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : count;
    const fits = filter.argument === 'none' ? argument === undefined
      : filter.argument === 'count' ? count !== undefined
        : filter.argument === 'text' ? quoted !== undefined : count === undefined;
    if (!fits) {
      errors.push({ line, message: t(WANTED[filter.argument], filterName) });
      return undefined;
    }
    filters.push({ name: filterName, argument });
  }
  return { variable: name[1], filters };
}

/** Text with `{{…}}` expressions, starting on `firstLine`. */
function parsePieces(text: string, firstLine: number, errors: TemplateError[]): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{{', at);
    if (open < 0) { pieces.push(text.slice(at)); break; }
    const line = firstLine + (text.slice(0, open).match(/\n/g)?.length ?? 0);
    const close = text.indexOf('}}', open + 2);
    if (close < 0) { errors.push({ line, message: t('templateErrUnclosed') }); break; }
    if (open > at) pieces.push(text.slice(at, open));
    const expression = parseExpression(text.slice(open + 2, close), line, errors);
    if (expression) pieces.push(expression);
    at = close + 2;
  }
  return pieces;
}

export function parseTemplate(source: string): Parsed<Template> {
  const errors: TemplateError[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  if (lines[0].trim() !== '---') return finish({ properties: undefined, body: parsePieces(lines.join('\n'), 1, errors) }, errors);
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
  if (end < 0) return { ok: false, errors: [{ line: 1, message: t('templateErrFrontMatterOpen') }] };
  const properties: Property[] = [];
  for (let i = 1; i < end; i += 1) {
    if (!lines[i].trim()) continue;
    const match = PROPERTY.exec(lines[i].trim());
    if (!match) { errors.push({ line: i + 1, message: t('templateErrNotProperty', lines[i].trim()) }); continue; }
    if (properties.some((p) => p.key === match[1])) { errors.push({ line: i + 1, message: t('templateErrDuplicate', match[1]) }); continue; }
    properties.push({ key: match[1], pieces: parsePieces(match[2] ?? '', i + 1, errors) });
  }
  return finish({ properties, body: parsePieces(lines.slice(end + 1).join('\n'), end + 2, errors) }, errors);
}

function finish<T>(value: T, errors: TemplateError[]): Parsed<T> {
  return errors.length ? { ok: false, errors } : { ok: true, value };
}

function evaluate(expression: Expression, input: TemplateInput): Value {
  return expression.filters.reduce((value, f) => FILTERS[f.name].apply(value, f.argument), VARIABLES[expression.variable].value(input));
}

/** One expression alone keeps its kind (a list stays a list); anything mixed with text is text. */
function valueOf(pieces: Piece[], input: TemplateInput): Value {
  if (pieces.length === 1 && typeof pieces[0] !== 'string') return evaluate(pieces[0], input);
  return pieces.map((piece) => (typeof piece === 'string' ? piece : asText(evaluate(piece, input)))).join('');
}

function yamlProperty(key: string, value: Value): string[] {
  const name = PLAIN_KEY.test(key) ? key : yamlString(key);
  if (typeof value === 'number') return [`${name}: ${value}`];
  if (typeof value === 'string') return value.trim() ? [`${name}: ${yamlScalar(value.trim())}`] : [];
  const items = value.filter((item) => item.trim());
  return items.length ? [`${name}:`, ...items.map((item) => `  - ${yamlString(item)}`)] : [];
}

/** The note: front matter (unless `frontMatter` is off or the template has none), then the body. */
export function renderTemplate(template: Template, input: TemplateInput, options: { frontMatter: boolean }): string {
  const body = asText(valueOf(template.body, input));
  if (!options.frontMatter || !template.properties) return body;
  const lines = template.properties.flatMap((property) => yamlProperty(property.key, valueOf(property.pieces, input)));
  return `---\n${lines.join('\n')}\n---\n${body}`;
}

/** A file-name template is one line of text and expressions. */
export function parseFileName(source: string): Parsed<Piece[]> {
  const errors: TemplateError[] = [];
  if (/\n/.test(source.trim())) return { ok: false, errors: [{ line: 1, message: t('templateErrFileNameLines') }] };
  return finish(parsePieces(source.trim(), 1, errors), errors);
}

export function renderFileName(pieces: Piece[], input: TemplateInput): string {
  return asText(valueOf(pieces, input));
}
