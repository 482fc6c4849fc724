// Preloaded (`node --import`) into each process the throughput bench runs: writes the process's peak resident memory
// (worker threads included: they share the process) to the file PITH_RSS_FILE names, when the process exits.
import { writeFileSync } from 'node:fs';

const file = process.env.PITH_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS * 1024)));
