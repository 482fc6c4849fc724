/**
 * The drop-line patterns' engine (RE2, for site profiles: src/engine/site-profile/line-pattern.ts), injected by the
 * background only when the engine asks for it: on a page one of whose site profiles has patterns.
 */
import { compileLinePattern } from '@/src/engine/site-profile/line-pattern';
import { registerStage } from '@/src/extension/in-page/stages';

export default defineUnlistedScript(() => {
  registerStage('linePattern', compileLinePattern);
});
