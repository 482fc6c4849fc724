import { startBackground } from '@/src/extension/background';
import { installTestHooks } from '@/src/extension/background/test-hooks';

export default defineBackground(() => {
  startBackground();
  // `__PITH_TEST_HOOKS__` is the literal `false` outside `npm run build:test`, so this branch and the hooks
  // module are dropped from the production bundle (e2e/production-build.spec.ts checks it).
  if (__PITH_TEST_HOOKS__) installTestHooks();
});
