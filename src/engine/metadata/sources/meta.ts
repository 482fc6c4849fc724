/**
 * `<meta>` tags read once into a map from lower-cased key to contents in document order. A tag may carry
 * several keys: `name`, `property`, `itemprop` and `http-equiv`, and RDFa pages put several space-separated
 * keys in one `property` ("og:title twitter:title").
 */
import * as dom from '../../dom/read';
export type MetaMap = ReadonlyMap<string, readonly string[]>;

const KEY_ATTRIBUTES = ['name', 'property', 'itemprop', 'http-equiv'] as const;

export function readMeta(metas: Iterable<Element>): MetaMap {
  const map = new Map<string, string[]>();
  for (const meta of metas) {
    const content = dom.getAttribute(meta, 'content')?.trim();
    if (!content) continue;
    for (const attribute of KEY_ATTRIBUTES) {
      const value = dom.getAttribute(meta, attribute);
      if (!value) continue;
      for (const key of value.toLowerCase().split(/\s+/)) {
        if (!key) continue;
        const list = map.get(key);
        if (list) list.push(content);
        else map.set(key, [content]);
      }
    }
  }
  return map;
}

/** The first value found under any of `keys`, trying keys in the given order (the order of trust). */
export function firstMeta(meta: MetaMap, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = meta.get(key)?.find((v) => v.trim());
    if (value) return value.trim();
  }
  return undefined;
}

/** Every value under any of `keys`, in key order. */
export function allMeta(meta: MetaMap, keys: readonly string[]): string[] {
  return keys.flatMap((key) => meta.get(key) ?? []);
}
