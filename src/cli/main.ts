/** Entry point of `npm start` and bin.mjs: runs the CLI on this process's arguments and streams. */
import { main } from './app';
import type { Io } from './extract/command';

const io: Io = { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) };
main(process.argv.slice(2), io).then((code) => { process.exitCode = code; });
