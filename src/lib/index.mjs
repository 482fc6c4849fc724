// `import { extractHtml } from 'pith'` (package.json `exports`): the checkout has no build step, so this entry
// registers tsx's loader and then loads the TypeScript library (./index.ts), as src/cli/bin.mjs does for the CLI.
import { register } from 'tsx/esm/api';

register();
const library = await import('./index.ts');

export const { extractHtml, OptionsError, DEFAULT_OPTIONS, imagesIn, rewriteImages } = library;
