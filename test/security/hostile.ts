/**
 * What a browser would treat as active in an output, found the way a browser reads it: HTML is parsed by jsdom
 * (a WHATWG parser, scripting on so <noscript> is raw text as in a user's browser), Markdown by micromark (links,
 * images, definitions and its raw HTML) and rendered to HTML by commonmark.js (its defaults) and markdown-it (raw
 * HTML on), as a note app or a site would show it, text is checked for terminal control characters. Each finding is a short
 * sentence naming the construct, so a failing test says what leaked.
 */
import * as commonmark from 'commonmark';
import { JSDOM } from 'jsdom';
import MarkdownIt from 'markdown-it';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';

/** Elements that run script, load a document, or retarget and redirect the page. */
const ACTIVE_ELEMENTS = 'script, base, object, embed, applet, frame, frameset, iframe[srcdoc], meta[http-equiv], link[rel~=import], link[rel~=stylesheet]';
/** Attributes holding a URL a browser follows or loads (srcset is split first). */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background', 'cite', 'ping', 'dynsrc', 'lowsrc', 'longdesc', 'codebase', 'manifest'];

/** The scheme as a browser's URL parser sees it: C0 controls and spaces trimmed, tabs and newlines removed. */
export function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const value = url.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1].toLowerCase() ?? null;
}

/** A URL no output may hold: script schemes, and data: other than images (a data:text/html page runs script). */
export function isHostileUrl(url: string, context: 'image' | 'link' = 'link'): boolean {
  const scheme = schemeOf(url);
  if (scheme === 'javascript' || scheme === 'vbscript' || scheme === 'livescript') return true;
  if (scheme !== 'data') return false;
  // eslint-disable-next-line no-control-regex
  const mime = url.replace(/[\u0000-\u0020]/g, '').slice(5).toLowerCase();
  return context === 'link' || !mime.startsWith('image/');
}

/** Control characters a terminal acts on (ESC, BEL, CSI, OSC...): C0 except tab and newline, DEL, C1. */
// eslint-disable-next-line no-control-regex
export const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

export function htmlFindings(html: string): string[] {
  const findings: string[] = [];
  // Scripting on, as in the browser that opens the output: <noscript> content is raw text there.
  const options = { runScripts: 'outside-only' } as ConstructorParameters<typeof JSDOM>[1];
  const { document } = new JSDOM(`<!doctype html><body>${html}`, options).window;
  for (const el of document.querySelectorAll(ACTIVE_ELEMENTS)) {
    // A Content-Security-Policy only takes power away (the CLI's HTML page forbids scripts with one).
    if (el.localName === 'meta' && el.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy') continue;
    findings.push(`<${el.localName}> element`);
  }
  for (const el of document.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) findings.push(`${lower} on <${el.localName}>`);
      const image = el.localName === 'img' || el.localName === 'source';
      if (URL_ATTRIBUTES.includes(lower) && isHostileUrl(value, image && lower === 'src' ? 'image' : 'link')) {
        findings.push(`${lower}="${value.slice(0, 40)}" on <${el.localName}>`);
      }
      if (lower.endsWith('srcset') && value.split(',').some((part) => isHostileUrl(part.trim().split(/\s+/)[0] ?? '', 'image'))) {
        findings.push(`${lower} with a script URL on <${el.localName}>`);
      }
      if (lower === 'style' && /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|@import/i.test(value)) {
        findings.push(`style="${value.slice(0, 40)}" on <${el.localName}>`);
      }
    }
  }
  if (TERMINAL_CONTROLS.test(html)) findings.push('terminal control character');
  return findings;
}

interface MdNode { type: string; url?: string; value?: string; children?: MdNode[] }

/**
 * Markdown renderers as the Markdown's readers run them: commonmark.js with its defaults (raw HTML passed through,
 * no URL filter) and markdown-it with raw HTML on. Each reads image alt text and link titles its own way: an alt
 * holding a tag became a live element in their HTML while micromark's tree showed nothing.
 */
const MARKDOWN_RENDERERS: readonly [string, (markdown: string) => string][] = [
  ['commonmark.js', (markdown) => new commonmark.HtmlRenderer().render(new commonmark.Parser().parse(markdown))],
  ['markdown-it', (markdown) => new MarkdownIt({ html: true }).render(markdown)],
];

export function markdownFindings(markdown: string): string[] {
  const findings: string[] = [];
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) as MdNode;
  const stack: MdNode[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.url !== undefined && isHostileUrl(node.url, node.type === 'image' ? 'image' : 'link')) findings.push(`${node.type} to ${node.url.slice(0, 40)}`);
    if (node.type === 'html' && node.value) findings.push(...htmlFindings(node.value).map((f) => `raw HTML: ${f}`));
    stack.push(...(node.children ?? []));
  }
  for (const [name, render] of MARKDOWN_RENDERERS) findings.push(...htmlFindings(render(markdown)).map((f) => `${name}: ${f}`));
  // TeX the Markdown hands to a math renderer: \href and \url make links there (KaTeX with trust, MathJax).
  for (const match of markdown.matchAll(/\\(?:href|url)\s*\{([^}]*)\}/g)) if (isHostileUrl(match[1])) findings.push(`TeX link to ${match[1].slice(0, 40)}`);
  // YAML front matter: the URL fields a note app turns into links.
  for (const match of markdown.matchAll(/^(url|canonicalUrl|image): *"?([^"\n]*)/gm)) if (isHostileUrl(match[2])) findings.push(`front matter ${match[1]}: ${match[2].slice(0, 40)}`);
  if (TERMINAL_CONTROLS.test(markdown)) findings.push('terminal control character');
  return findings;
}

export function textFindings(text: string): string[] {
  return TERMINAL_CONTROLS.test(text) ? ['terminal control character'] : [];
}

/** TEI attributes that hold a URL a TEI viewer follows or loads. */
const TEI_URL_ATTRIBUTES = ['target', 'url', 'ref', 'facs', 'source', 'corresp', 'href', 'xml:base'];

/** TEI is XML: it must parse, hold no HTML-active element or handler, and point to no script URL. */
export function teiFindings(xml: string): string[] {
  const findings: string[] = [];
  const { document } = new JSDOM(xml, { contentType: 'application/xml' } as ConstructorParameters<typeof JSDOM>[1]).window;
  if (document.getElementsByTagName('parsererror').length > 0) return ['not well-formed XML'];
  for (const el of document.getElementsByTagName('*')) {
    if (/^(script|iframe|object|embed|base)$/i.test(el.localName)) findings.push(`<${el.localName}> element`);
    for (const { name, value } of el.attributes) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) findings.push(`${lower} on <${el.localName}>`);
      if (TEI_URL_ATTRIBUTES.includes(lower) && isHostileUrl(value, el.localName === 'graphic' ? 'image' : 'link')) findings.push(`${lower}="${value.slice(0, 40)}" on <${el.localName}>`);
    }
  }
  if (TERMINAL_CONTROLS.test(xml)) findings.push('terminal control character');
  return findings;
}

/** CSV opened in a spreadsheet: no cell may start like a formula (= + - @ tab CR), and no terminal controls. */
export function csvFindings(csv: string): string[] {
  const findings = [...csv.matchAll(/(?:^|,)"([=+\-@\t\r])/gm)].map((match) => `a cell starting with ${JSON.stringify(match[1])}`);
  return [...findings, ...textFindings(csv.replace(/\r\n/g, '\n'))];
}
