export { extract } from './pipeline';
export { resolveOptions, DEFAULT_OPTIONS, MODES, OptionsError } from './options';
export type { Options } from './options';
export type * from './types';
