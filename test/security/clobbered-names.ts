/**
 * DOM clobbering (issue 12, item 1): a form's named controls become properties of the form that shadow the
 * built-in ones, so `form.parentNode` can be an <input>. These are the 41 DOM properties and methods the engine
 * (src/engine: walks, cleaning, rules, metadata, output) and Readability.js (run on a copy) read from page nodes;
 * a page names each in a form, and every extraction must still give the article. Shared by the Node test
 * (test/security/clobbering.test.ts) and the Chromium one (e2e/hostile.spec.ts).
 */
export const CLOBBERED_NAMES = [
  // Tree walks (parentNode, parentElement and nextElementSibling froze the tab).
  'parentNode', 'parentElement', 'nextElementSibling', 'previousElementSibling', 'firstElementChild', 'lastElementChild',
  'firstChild', 'lastChild', 'nextSibling', 'previousSibling', 'childNodes', 'children', 'ownerDocument', 'contains',
  // What a node is.
  'tagName', 'nodeName', 'localName', 'nodeType', 'nodeValue', 'textContent', 'innerHTML', 'id', 'className', 'classList',
  'attributes', 'hasAttributes', 'getAttribute', 'hasAttribute', 'setAttribute', 'removeAttribute',
  // Queries and copies.
  'querySelector', 'querySelectorAll', 'getElementsByTagName', 'closest', 'matches', 'cloneNode',
  // Readability's edits on its copy.
  'appendChild', 'removeChild', 'replaceChild', 'insertBefore', 'remove',
] as const;

/** The article text every extraction must find. */
export const ARTICLE_MARK = 'The keeper climbed the tower';

const PARAGRAPH = `${ARTICLE_MARK} at dusk and lit the lamp, as every keeper had done for a hundred years, while the`
  + ' tide turned against the rocks below and the ships far out watched the beam sweep across the dark water.';

/** The form of the report: a label around a named control, then a paragraph, inside the article. */
export function clobberingForm(name: string): string {
  return `<form><label>x <input name="${name}"></label><p>text</p></form>`;
}

/** A page whose article holds one clobbering form per name, between paragraphs of prose. */
export function clobberedPage(names: readonly string[]): string {
  const paragraphs = [0, 1, 2, 3].map((i) => `<p>${PARAGRAPH} Part ${i + 1}.</p>`).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Clobbered: ${names.join(', ')}</title></head>
<body><header><nav><a href="/">Home</a></nav></header>
<main><article><h1>The lighthouse keeper</h1>
${paragraphs}
${names.map(clobberingForm).join('\n')}
${paragraphs}
</article></main></body></html>`;
}

/**
 * What a browser does to a form and jsdom does not (jsdom implements no named form properties): every named
 * control becomes a property of its form, shadowing the prototype's (the HTML standard's [LegacyOverrideBuiltIns]
 * on HTMLFormElement). In a browser only script sees it, not the DOM's own native code; jsdom's own code is
 * JavaScript reading the same properties (its selector engine reads `parentNode`), so calls from jsdom's files
 * get the built-in value.
 */
export function clobberForms(document: Document): void {
  for (const form of Array.from(document.querySelectorAll('form'))) {
    for (const control of Array.from(form.querySelectorAll('[name]'))) {
      const name = control.getAttribute('name')!;
      Object.defineProperty(form, name, {
        get: () => (calledByJsdom() ? builtIn(form, name) : control),
        configurable: true,
      });
    }
  }
}

const OWN_FRAMES = /clobbered-names\.ts|generated\/idl\/HTMLFormElement\.js/;
const DOM_IMPLEMENTATION = /node_modules\/(jsdom|@asamuzakjp|nwsapi|cssstyle|parse5)\//;

function calledByJsdom(): boolean {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const caller = frames.find((frame) => !OWN_FRAMES.test(frame)) ?? '';
  return DOM_IMPLEMENTATION.test(caller);
}

function builtIn(form: Element, name: string): unknown {
  for (let proto = Object.getPrototypeOf(form); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor) return descriptor.get ? descriptor.get.call(form) : descriptor.value;
  }
  return undefined;
}
