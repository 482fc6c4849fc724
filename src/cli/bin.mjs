#!/usr/bin/env -S node --single-threaded-gc
// The `pith` executable: runs the TypeScript CLI through tsx's loader, so a checkout needs no build step.
// Garbage collection stays on the thread that allocates: a crawl keeps every core busy with its own worker, where
// V8's parallel collector threads would only take time from the other workers (a quarter of a one-job run's CPU).
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
