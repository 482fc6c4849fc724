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

// Tree.
export const parentNode = getter<Node, ParentNode | null>('parentNode');
export const parentElement = getter<Node, HTMLElement | null>('parentElement');
export const firstChild = getter<Node, ChildNode | null>('firstChild');
export const lastChild = getter<Node, ChildNode | null>('lastChild');
export const nextSibling = getter<Node, ChildNode | null>('nextSibling');
export const previousSibling = getter<Node, ChildNode | null>('previousSibling');
export const childNodes = getter<Node, NodeListOf<ChildNode>>('childNodes');
export const firstElementChild = getter<ParentNode, Element | null>('firstElementChild');
export const nextElementSibling = getter<Element, Element | null>('nextElementSibling');
export const previousElementSibling = getter<Element, Element | null>('previousElementSibling');
export const children = getter<ParentNode, HTMLCollection>('children');
export const contains = method<Node, [Node | null], boolean>('contains');
export const compareDocumentPosition = method<Node, [Node], number>('compareDocumentPosition');
export const ownerDocument = getter<Node, Document>('ownerDocument');

// What a node is.
export const nodeType = getter<Node, number>('nodeType');
export const tagName = getter<Element, string>('tagName');
export const nodeValue = getter<Node, string | null>('nodeValue');
export const textContent = getter<Node, string | null>('textContent');
export const innerHTML = getter<Element, string>('innerHTML');
export const classList = getter<Element, DOMTokenList>('classList');
export const getAttribute = method<Element, [string], string | null>('getAttribute');
export const hasAttribute = method<Element, [string], boolean>('hasAttribute');
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
