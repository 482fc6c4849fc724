/**
 * The `pith` command line as a function of its arguments: `pith <command> [args]`. Commands are a table;
 * each returns its exit code.
 * Exit codes: 0 done, 1 an input could not be read or extracted, 2 invalid usage or options.
 */
import { OptionsError } from '../engine/index';
import { stripControls } from '../engine/output/sanitize';
import { EXTRACT_USAGE, UsageError } from './extract/args';
import { describe, extractCommand, type Io } from './extract/command';
import { STATS_USAGE, statsCommand } from './log/stats-command';
import { CRAWL_USAGE } from './crawl/args';

const COMMANDS: Record<string, { usage: string; run: (argv: string[], io: Io) => Promise<number> }> = {
  extract: { usage: `${EXTRACT_USAGE}\n\n${CRAWL_USAGE}`, run: extractCommand },
  stats: { usage: STATS_USAGE, run: statsCommand },
};

const USAGE = `usage: pith <command> [options]\n\ncommands:\n  extract   main content of HTML pages as Markdown, text, JSON, HTML, TEI or CSV\n  stats     per-domain statistics of an extraction log\n\n${EXTRACT_USAGE}\n\n${CRAWL_USAGE}\n\n${STATS_USAGE}\n`;

/**
 * Runs one command. Everything it writes passes the engine's control filter on its way to the terminal: the page's
 * text, and the page's or a server's words quoted in messages (an element's class in a low-value reason, an HTTP
 * reason phrase) alike, so no ESC sequence or C1 control a page or server chose reaches stdout or stderr.
 */
export async function main(argv: string[], terminal: Io): Promise<number> {
  const io: Io = { stdout: (text) => terminal.stdout(stripControls(text)), stderr: (text) => terminal.stderr(stripControls(text)) };
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stderr(USAGE);
    return name === undefined ? 2 : 0;
  }
  // Own keys only: `__proto__` or `toString` is no command.
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    io.stderr(`pith: unknown command "${name}"\n\n${USAGE}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(`${command.usage}\n`);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof OptionsError) {
      io.stderr(`pith ${name}: ${error.message}\n(see pith ${name} --help)\n`);
      return 2;
    }
    io.stderr(`pith ${name}: ${describe(error)}\n`);
    return 1;
  }
}
