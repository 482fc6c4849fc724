/** Entry point of `npm start` and bin.mjs: runs the CLI on this process's arguments and streams. */
import { main } from './app';
import type { Io } from './extract/command';

// A reader that stops early (`pith extract page | head -c1`) closes the pipe: the rest of the output has nowhere to
// go, which is the reader's choice, not a failure of Pith. The run ends quietly, as other command-line tools do.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

const io: Io = { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) };
main(process.argv.slice(2), io).then((code) => { process.exitCode = code; });
