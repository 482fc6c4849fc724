/**
 * State the injected scripts share in the extension's isolated world (the stage registry, the kept reads, the
 * MathML converter): it must outlast a re-injection of extractor.js, so it cannot live in a module's closure, and it
 * must not be found by name on `window`, where an element whose `id` is that name answers (the window's named
 * properties: a page with `<div id="__pithKept">` made the lookup return the element, and the reader never got its
 * Markdown). A Symbol key is out of that reach: named properties are strings only, and the page's own world has
 * other globals. e2e/isolated-globals.spec.ts.
 */

function keyOf(name: string): symbol {
  return Symbol.for(`pith.${name}`);
}

/** The shared value under `name`, made by `make` the first time any injected script asks. */
export function isolatedGlobal<T>(name: string, make: () => T): T {
  const key = keyOf(name);
  const scope = globalThis as unknown as Record<symbol, T | undefined>;
  if (!Object.prototype.hasOwnProperty.call(scope, key)) {
    Object.defineProperty(scope, key, { value: make(), writable: true, configurable: true, enumerable: false });
  }
  return scope[key] as T;
}

/** The shared value under `name`, or undefined when no script has set it. */
export function peekIsolatedGlobal<T>(name: string): T | undefined {
  const key = keyOf(name);
  const scope = globalThis as unknown as Record<symbol, T | undefined>;
  return Object.prototype.hasOwnProperty.call(scope, key) ? scope[key] : undefined;
}

/** Sets the shared value under `name`. */
export function setIsolatedGlobal<T>(name: string, value: T): void {
  Object.defineProperty(globalThis, keyOf(name), { value, writable: true, configurable: true, enumerable: false });
}

/** Removes the shared value under `name` (tests start each case without it). */
export function forgetIsolatedGlobal(name: string): void {
  delete (globalThis as unknown as Record<symbol, unknown>)[keyOf(name)];
}
