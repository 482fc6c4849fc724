/**
 * A `--jobs` worker process: rebuilds its parent's run from the resolved options, runs the quality tools on its
 * share of the pages (every Nth) and sends the outcomes back. Progress goes to stderr like the parent's.
 */
import { benchContext, selectPages } from './context';
import { outcomesHere, type WorkerReply, type WorkerRequest } from './quality-runs';

process.once('message', (message) => {
  const { args, target, shard, shards } = message as WorkerRequest;
  const pages = selectPages(args, target);
  const ctx = benchContext(args, target, pages, (line) => process.stderr.write(`[${shard + 1}/${shards}] ${line}\n`));
  const indexes = pages.flatMap((_, i) => (i % shards === shard ? [i] : []));
  const reply: WorkerReply = { indexes, outcomes: outcomesHere(pages, ctx, indexes) };
  process.send!(reply, () => process.disconnect());
});
