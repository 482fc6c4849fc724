/**
 * DOM reads that a page cannot redirect. A <form> exposes its named controls as properties that shadow the
 * built-in ones (DOM clobbering): in `<form><input name="parentNode"></form>`, `form.parentNode` is the input,
 * and a walk that climbs through it never ends (issue 12: the tab froze at 100% CPU; `tagName`, `getAttribute`,
 * `textContent`... made the extraction fail). `document` is clobbered the same way by `<img name=...>`.
 *
 * Every read of the page's nodes goes through these accessors: each calls the getter or method its prototype
 * defines (`Node.prototype.parentNode`'s getter, `Element.prototype.getAttribute`), which an own named property
 * cannot shadow. Where a DOM keeps the value as an own field instead (linkedom's `parentNode`, `nodeType`), there
 * is no prototype getter, and the plain property is read: such DOMs have no named form properties either.
 *
 * What a prototype defines for a name is fixed, so it is looked up once per prototype and kept in a WeakMap
 * (a cache of facts, not state: any order of calls gives the same answers).
 */

type Accessor = ((this: object, ...args: unknown[]) => unknown) | null;

/** The getter (or method) `name` has on `node`'s prototype chain, skipping `node`'s own properties. */
function lookup(node: object, name: string): Accessor {
  for (let proto = Object.getPrototypeOf(node); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (!descriptor) continue;
    if (descriptor.get) return descriptor.get as Accessor;
    return typeof descriptor.value === 'function' ? descriptor.value as Accessor : null;
  }
  return null;
}

function resolver(name: string): (node: object) => Accessor {
  const byPrototype = new WeakMap<object, Accessor>();
  // The prototype met last and its accessor, checked before the WeakMap: walks read runs of nodes of one kind
  // (text nodes, paragraphs), and the WeakMap lookup on every read was a few percent of a call in Chromium.
  let lastProto: object | null = null;
  let lastAccessor: Accessor = null;
  return (node) => {
    const proto = Object.getPrototypeOf(node) as object;
    if (proto === lastProto) return lastAccessor;
    let accessor = byPrototype.get(proto);
    if (accessor === undefined) {
      accessor = lookup(node, name);
      byPrototype.set(proto, accessor);
    }
    lastProto = proto;
    lastAccessor = accessor;
    return accessor;
  };
}

function getter<N extends object, T>(name: string): (node: N) => T {
  const resolve = resolver(name);
  return (node) => {
    const get = resolve(node);
    return (get ? get.call(node) : (node as Record<string, unknown>)[name]) as T;
  };
}

function method<N extends object, A extends unknown[], R>(name: string): (node: N, ...args: A) => R {
  const resolve = resolver(name);
  return (node, ...args) => {
    const fn = resolve(node) ?? (node as Record<string, Accessor>)[name]!;
    return fn.apply(node, args) as R;
  };
}

// The reads every walk makes, each written out as a function of its own rather than made by `getter` or `method`:
// V8 keeps one record of the types seen per function literal, so through those shared closures every read was a
// call to an unknown target (and `method` allocated its arguments), about a tenth of the 1 MB generated article's
// call in a Chromium profile (src/cli/bench-browser/wiki-page.ts, issue 15). Same lookups, same answers.

// Tree.
const parentNodeOf = resolver('parentNode');
export const parentNode = (node: Node): ParentNode | null => {
  const get = parentNodeOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).parentNode) as ParentNode | null;
};
const parentElementOf = resolver('parentElement');
export const parentElement = (node: Node): HTMLElement | null => {
  const get = parentElementOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).parentElement) as HTMLElement | null;
};
const firstChildOf = resolver('firstChild');
export const firstChild = (node: Node): ChildNode | null => {
  const get = firstChildOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).firstChild) as ChildNode | null;
};
const lastChildOf = resolver('lastChild');
export const lastChild = (node: Node): ChildNode | null => {
  const get = lastChildOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).lastChild) as ChildNode | null;
};
const nextSiblingOf = resolver('nextSibling');
export const nextSibling = (node: Node): ChildNode | null => {
  const get = nextSiblingOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).nextSibling) as ChildNode | null;
};
const previousSiblingOf = resolver('previousSibling');
export const previousSibling = (node: Node): ChildNode | null => {
  const get = previousSiblingOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).previousSibling) as ChildNode | null;
};
export const childNodes = getter<Node, NodeListOf<ChildNode>>('childNodes');
const firstElementChildOf = resolver('firstElementChild');
export const firstElementChild = (node: ParentNode): Element | null => {
  const get = firstElementChildOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).firstElementChild) as Element | null;
};
const nextElementSiblingOf = resolver('nextElementSibling');
export const nextElementSibling = (node: Element): Element | null => {
  const get = nextElementSiblingOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).nextElementSibling) as Element | null;
};
export const previousElementSibling = getter<Element, Element | null>('previousElementSibling');
export const children = getter<ParentNode, HTMLCollection>('children');
export const contains = method<Node, [Node | null], boolean>('contains');
export const ownerDocument = getter<Node, Document>('ownerDocument');

// What a node is.
const nodeTypeOf = resolver('nodeType');
export const nodeType = (node: Node): number => {
  const get = nodeTypeOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).nodeType) as number;
};
const tagNameOf = resolver('tagName');
export const tagName = (node: Element): string => {
  const get = tagNameOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).tagName) as string;
};
export const nodeValue = getter<Node, string | null>('nodeValue');
const textContentOf = resolver('textContent');
export const textContent = (node: Node): string | null => {
  const get = textContentOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).textContent) as string | null;
};
export const innerHTML = getter<Element, string>('innerHTML');
export const classList = getter<Element, DOMTokenList>('classList');
const getAttributeOf = resolver('getAttribute');
export const getAttribute = (node: Element, attribute: string): string | null => {
  const fn = getAttributeOf(node) ?? (node as unknown as Record<string, Accessor>).getAttribute!;
  return fn.call(node, attribute) as string | null;
};
const hasAttributeOf = resolver('hasAttribute');
export const hasAttribute = (node: Element, attribute: string): boolean => {
  const fn = hasAttributeOf(node) ?? (node as unknown as Record<string, Accessor>).hasAttribute!;
  return fn.call(node, attribute) as boolean;
};
export const attributes = getter<Element, NamedNodeMap>('attributes');

// Queries.
export const querySelector = method<ParentNode, [string], Element | null>('querySelector') as
  <E extends Element = Element>(root: ParentNode, selector: string) => E | null;
export const querySelectorAll = method<ParentNode, [string], NodeListOf<Element>>('querySelectorAll') as
  <E extends Element = Element>(root: ParentNode, selector: string) => NodeListOf<E>;
export const getElementsByTagName = method<Document | Element, [string], HTMLCollectionOf<Element>>('getElementsByTagName');
export const closest = method<Element, [string], Element | null>('closest');
export const matches = method<Element, [string], boolean>('matches');

// The document.
export const documentElement = getter<Document, HTMLElement | null>('documentElement');
export const body = getter<Document, HTMLElement | null>('body');
export const documentUrl = getter<Document, string>('URL');
export const title = getter<Document, string>('title');
export const defaultView = getter<Document, (Window & typeof globalThis) | null>('defaultView');
export const implementation = getter<Document, DOMImplementation | undefined>('implementation');
export const cloneNode = method<Node, [boolean?], Node>('cloneNode');
export const importNode = method<Document, [Node, boolean?], Node>('importNode');
export const createElement = method<Document, [string], HTMLElement>('createElement');
/** The one write: copies drop the names that would clobber them (dom/clone.ts). */
export const removeAttribute = method<Element, [string], void>('removeAttribute');
