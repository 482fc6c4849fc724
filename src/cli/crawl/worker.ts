/**
 * A worker thread of `pith extract --jobs N` (piscina): loads the engine once, then extracts one page per task with
 * ./page.ts, as the command's own thread does. It runs as one prebuilt file (./worker-bundle.ts): a worker thread
 * does not share the main thread's tsx loader, and loading the engine's sources through tsx in every worker costs
 * more than a short crawl's pages.
 */
import { workerData } from 'piscina';
import { loadTokenCounter, type ExtractTools } from '../../engine/index';
import { extractPage, type PageResult, type PageSettings, type PageTask } from './page';

const settings = workerData as PageSettings;
const tools: ExtractTools = settings.options.maxTokens === undefined ? {} : { countTokens: await loadTokenCounter() };

export default function run(task: PageTask): PageResult {
  return extractPage(task, settings, tools);
}
