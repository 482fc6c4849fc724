/**
 * The MathML converter as the content script sees it: a stand-in for the `mathml-to-latex` package, which the
 * extension build resolves to this file for the engine (wxt.config.ts, `lazyMathML`). The package and its XML
 * parser are 35% of the engine bundle and ~90 ms of CPU to evaluate in a fresh renderer (docs/bench/browser.md),
 * yet only pages with `<math>` use them: they ship as their own unlisted script, `mathml.js`
 * (entrypoints/mathml.ts), which the background injects after extractor.js only when `needsMathML` says
 * the page has MathML (in-page/needs.ts). The Node CLI, tests and benchmark runs in Node import the package itself.
 */

import { peekIsolatedGlobal } from './isolated-global';

/** Where entrypoints/mathml.ts puts the converter (the extension's isolated world, shared by its scripts: isolated-global.ts). */
export const MATHML_GLOBAL = '__pithMathML';

interface Converter {
  convert(mathml: string): string;
}

export const MATHML_SCRIPT = '/mathml.js' as const;

function loaded(): Converter | undefined {
  return peekIsolatedGlobal<Converter>(MATHML_GLOBAL);
}

/**
 * Same shape as the package's export. Without the converter the call throws, which the engine's MathML rule
 * already treats as a failed conversion (the formula keeps its text): a visible degradation, not a wrong formula.
 */
export const MathMLToLaTeX: Converter = {
  convert(mathml: string): string {
    const converter = loaded();
    if (!converter) throw new Error(`the MathML converter (${MATHML_SCRIPT}) is not loaded in this page`);
    return converter.convert(mathml);
  },
};

/**
 * The page has MathML and the converter is not loaded yet: inject `/mathml.js`. The converter is needed when the
 * light DOM (what the engine reads) has a `<math>` with neither an `alttext` nor a TeX `<annotation>`: the engine
 * takes TeX from those first (KaTeX, Wikipedia), so such pages never convert. The encoding test is looser than
 * the engine's (any "tex" in it), which only ever injects more.
 */
export function needsMathML(document: Document): boolean {
  if (loaded()) return false;
  return Array.from(document.getElementsByTagName('math')).some((math) => !math.getAttribute('alttext')?.trim() && !hasTexAnnotation(math));
}

function hasTexAnnotation(math: Element): boolean {
  return Array.from(math.getElementsByTagName('annotation')).some((a) => /tex/i.test(a.getAttribute('encoding') ?? '') && Boolean(a.textContent?.trim()));
}
