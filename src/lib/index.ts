/** The package's library entry (package.json `exports`): see README, "Library". */
export { extractHtml, type ExtractHtmlOptions } from './extract-html';
export { OptionsError, DEFAULT_OPTIONS, imagesIn, rewriteImages } from '../engine/index';
export type { ExtractionJson, Metadata, Quality, Stage, Mode, Scope } from '../engine/types';
