export { extract } from './pipeline';
export type { ExtractTools } from './pipeline';
export { applyBudget } from './budget';
export { loadTokenCounter, TOKEN_ENCODING } from './budget/tokens';
export type { Budget, Measure } from './budget';
export { resolveOptions, DEFAULT_OPTIONS, MODES, OptionsError } from './options';
export type { Options } from './options';
export type * from './types';
