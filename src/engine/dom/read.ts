/**
 * DOM reads that a page cannot redirect. A <form> exposes its named controls as properties that shadow the
 * built-in ones (DOM clobbering): in `<form><input name="parentNode"></form>`, `form.parentNode` is the input,
 * and a walk that climbs through it never ends (the tab froze at 100% CPU; `tagName`, `getAttribute`,
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
// call in a Chromium profile (tools/bench-browser/wiki-page.ts). Same lookups, same answers.

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
/**
 * `nextSibling` of a node the caller has seen is text (nodeType 3), read as a plain property: what shadows a DOM
 * property is a named property, and only forms and documents have those, never a text node (nor can a page's script
 * add one the content script sees: its objects live in another world). Text is half the nodes the text walks read;
 * the prototype lookup is left to nodes that may be forms.
 */
export const nextSiblingOfText = (text: Text): ChildNode | null => text.nextSibling;
const previousSiblingOf = resolver('previousSibling');
export const previousSibling = (node: Node): ChildNode | null => {
  const get = previousSiblingOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).previousSibling) as ChildNode | null;
};
const childNodesOf = resolver('childNodes');
export const childNodes = (node: Node): NodeListOf<ChildNode> => {
  const get = childNodesOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).childNodes) as NodeListOf<ChildNode>;
};
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
const previousElementSiblingOf = resolver('previousElementSibling');
export const previousElementSibling = (node: Element): Element | null => {
  const get = previousElementSiblingOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).previousElementSibling) as Element | null;
};
const childrenOf = resolver('children');
export const children = (node: ParentNode): HTMLCollection => {
  const get = childrenOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).children) as HTMLCollection;
};
const containsOf = resolver('contains');
export const contains = (node: Node, other: Node | null): boolean => {
  const fn = containsOf(node) ?? (node as unknown as Record<string, Accessor>).contains!;
  return fn.call(node, other) as boolean;
};
export const ownerDocument = getter<Node, Document>('ownerDocument');

// What a node is.
// `nodeType` and `tagName` read as plain properties first: what can shadow them on a page node is a form's named
// control (an element or a RadioNodeList, never a number or a string; a document's named properties are objects
// too), so a number or a string read there is the prototype's own answer. In a Chromium profile of the 1 MB page's
// first call, `tagName`'s prototype lookup and call were 9% of the call. An object read goes the safe way.
/** The DOM's node types the engine tells apart (Node.ELEMENT_NODE and its kin, which Node has no global for). */
export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const COMMENT_NODE = 8;
const nodeTypeOf = resolver('nodeType');
export const nodeType = (node: Node): number => {
  const plain = (node as unknown as Record<string, unknown>).nodeType;
  if (typeof plain === 'number') return plain;
  const get = nodeTypeOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).nodeType) as number;
};
const tagNameOf = resolver('tagName');
export const tagName = (node: Element): string => {
  const plain = (node as unknown as Record<string, unknown>).tagName;
  if (typeof plain === 'string') return plain;
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
// `getAttribute` and `hasAttribute` read as plain properties first, and called when the function read is the one
// the prototype lookup last gave: a form's named control is an element or a RadioNodeList, never a DOM method, so
// that function is the prototype's own. Anything else goes the safe way (and becomes the function compared with).
const getAttributeOf = resolver('getAttribute');
const getAttributeSeen: { fn: Accessor } = { fn: null };
export const getAttribute = (node: Element, attribute: string): string | null => {
  const plain = (node as unknown as Record<string, Accessor>).getAttribute;
  if (plain === getAttributeSeen.fn && plain) return plain.call(node, attribute) as string | null;
  const resolved = getAttributeOf(node);
  if (resolved) getAttributeSeen.fn = resolved;
  const fn = resolved ?? plain!;
  return fn.call(node, attribute) as string | null;
};
const hasAttributeOf = resolver('hasAttribute');
const hasAttributeSeen: { fn: Accessor } = { fn: null };
export const hasAttribute = (node: Element, attribute: string): boolean => {
  const plain = (node as unknown as Record<string, Accessor>).hasAttribute;
  if (plain === hasAttributeSeen.fn && plain) return plain.call(node, attribute) as boolean;
  const resolved = hasAttributeOf(node);
  if (resolved) hasAttributeSeen.fn = resolved;
  const fn = resolved ?? plain!;
  return fn.call(node, attribute) as boolean;
};
/**
 * Whether the element has any attribute, read as `hasAttribute` is. Cleaning asked `attributes.length`, and Chromium
 * makes an attribute map for every element whose `attributes` is read (5.6 ms of the 1 MB page's first call).
 */
const hasAttributesOf = resolver('hasAttributes');
const hasAttributesSeen: { fn: Accessor } = { fn: null };
export const hasAttributes = (node: Element): boolean => {
  const plain = (node as unknown as Record<string, Accessor>).hasAttributes;
  if (plain === hasAttributesSeen.fn && plain) return plain.call(node) as boolean;
  const resolved = hasAttributesOf(node);
  if (resolved) hasAttributesSeen.fn = resolved;
  const fn = resolved ?? plain!;
  return fn.call(node) as boolean;
};
const attributesOf = resolver('attributes');
export const attributes = (node: Element): NamedNodeMap => {
  const get = attributesOf(node);
  return (get ? get.call(node) : (node as unknown as Record<string, unknown>).attributes) as NamedNodeMap;
};

// Queries, written out too: `method`'s rest arguments and `apply` were most of `(anon) :45` in profiles.
const querySelectorOf = resolver('querySelector');
export const querySelector = <E extends Element = Element>(root: ParentNode, selector: string): E | null => {
  const fn = querySelectorOf(root) ?? (root as unknown as Record<string, Accessor>).querySelector!;
  return fn.call(root, selector) as E | null;
};
const querySelectorAllOf = resolver('querySelectorAll');
export const querySelectorAll = <E extends Element = Element>(root: ParentNode, selector: string): NodeListOf<E> => {
  const fn = querySelectorAllOf(root) ?? (root as unknown as Record<string, Accessor>).querySelectorAll!;
  return fn.call(root, selector) as NodeListOf<E>;
};
export const getElementsByTagName = method<Document | Element, [string], HTMLCollectionOf<Element>>('getElementsByTagName');
const closestOf = resolver('closest');
export const closest = (el: Element, selector: string): Element | null => {
  const fn = closestOf(el) ?? (el as unknown as Record<string, Accessor>).closest!;
  return fn.call(el, selector) as Element | null;
};
const matchesOf = resolver('matches');
export const matches = (el: Element, selector: string): boolean => {
  const fn = matchesOf(el) ?? (el as unknown as Record<string, Accessor>).matches!;
  return fn.call(el, selector) as boolean;
};

// The document.
export const documentElement = getter<Document, HTMLElement | null>('documentElement');
export const body = getter<Document, HTMLElement | null>('body');
export const documentUrl = getter<Document, string>('URL');
export const title = getter<Document, string>('title');
export const defaultView = getter<Document, (Window & typeof globalThis) | null>('defaultView');
export const implementation = getter<Document, DOMImplementation | undefined>('implementation');
export const cloneNode = method<Node, [boolean?], Node>('cloneNode');
const importNodeOf = resolver('importNode');
export const importNode = (document: Document, node: Node, deep?: boolean): Node => {
  const fn = importNodeOf(document) ?? (document as unknown as Record<string, Accessor>).importNode!;
  return fn.call(document, node, deep) as Node;
};
export const createElement = method<Document, [string], HTMLElement>('createElement');
/** The one write: copies drop the names that would clobber them (dom/clone.ts). */
export const removeAttribute = method<Element, [string], void>('removeAttribute');
export const getAttributeNames = method<Element, [], string[]>('getAttributeNames');
export const namespaceURI = getter<Element, string | null>('namespaceURI');
export const localName = getter<Element, string>('localName');
