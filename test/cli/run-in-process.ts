// The CLI's `main` run in this process with its output collected: what a test of exit codes and streams reads.
import { main } from '../../src/cli/app';

export interface Run { code: number; stdout: string; stderr: string }

export async function pith(...args: string[]): Promise<Run> {
  const run = { code: 0, stdout: '', stderr: '' };
  run.code = await main(args, { stdout: (t) => { run.stdout += t; }, stderr: (t) => { run.stderr += t; } });
  return run;
}
