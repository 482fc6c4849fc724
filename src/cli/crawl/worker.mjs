// A worker thread of `pith extract --jobs N` (piscina): loads the engine once through tsx's loader (a worker does not
// share the main thread's module hooks), then extracts one page per task with ./page.ts, as the main thread does.
import { register } from 'tsx/esm/api';
import { workerData } from 'piscina';

register();
const { loadTokenCounter } = await import('../../engine/index.ts');
const { extractPage } = await import('./page.ts');

/** @type {import('./page').PageSettings} */
const settings = workerData;
const tools = settings.options.maxTokens === undefined ? {} : { countTokens: await loadTokenCounter() };

/** @param {import('./page').PageTask} task */
export default function run(task) {
  return extractPage(task, settings, tools);
}
