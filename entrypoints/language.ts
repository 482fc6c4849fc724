/**
 * Language detection (franc-min's trigram tables, which it turns into dictionaries when evaluated), injected by
 * the background before the first call only into pages whose `<html lang>` names no language
 * (src/extension/in-page/stages.ts `needsLanguage`): the metadata guesses the language only there.
 */
import { detectLanguage } from '@/src/engine/metadata/detect-language';
import { registerStage } from '@/src/extension/in-page/stages';

export default defineUnlistedScript(() => {
  registerStage('detectLanguage', detectLanguage);
});
