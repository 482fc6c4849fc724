/**
 * Stage 3, the fallbacks (Readability, the jusText classifier and its stop-word lists), injected by the background
 * only when the engine reaches that stage in a page (src/extension/in-page/stages.ts): most pages never do, and
 * these were a quarter of extractor.js.
 */
import { fallbackCandidates } from '@/src/engine/fallback';
import { registerStage } from '@/src/extension/in-page/stages';

export default defineUnlistedScript(() => {
  registerStage('fallback', fallbackCandidates);
});
