/**
 * The MathML to LaTeX converter (mathml-to-latex and its XML parser), injected by the background after
 * extractor.js only on pages that have `<math>` (see src/extension/in-page/mathml-converter.ts): most pages
 * never pay for evaluating it.
 */
import { MathMLToLaTeX } from 'mathml-to-latex';
import { MATHML_GLOBAL } from '@/src/extension/in-page/mathml-converter';
import { setIsolatedGlobal } from '@/src/extension/in-page/isolated-global';

export default defineUnlistedScript(() => {
  setIsolatedGlobal(MATHML_GLOBAL, MathMLToLaTeX);
});
