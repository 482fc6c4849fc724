/**
 * The crawl's progress on stderr: pages, pages per second, errors, and the time left once the share of input bytes
 * read tells it. A terminal gets one line rewritten in place; a log (CI, a cluster's worker) a line every few seconds.
 */
export class Progress {
  private readonly started = performance.now();
  /** When a line was last written; the first comes one interval in, so a short run says only its closing line. */
  private last = this.started;
  private shown = false;
  pages = 0;
  errors = 0;
  /** When the first page finished: the time before it is start-up (the engine and the worker threads loading). */
  private firstPageAt: number | undefined;

  constructor(private readonly write: (text: string) => void, private readonly totalBytes: number, private readonly tty: boolean) {}

  /** A page's line was written (`failed`: an error line). */
  page(failed: boolean): void {
    this.firstPageAt ??= performance.now();
    this.pages += 1;
    if (failed) this.errors += 1;
  }

  /** `bytesRead`: how far into all the inputs the reader is. */
  tick(bytesRead: number): void {
    const now = performance.now();
    if (now - this.last < (this.tty ? TTY_INTERVAL_MS : LOG_INTERVAL_MS)) return;
    this.last = now;
    this.shown = true;
    this.write(`${this.tty ? '\r' : ''}${this.line(bytesRead)}${this.tty ? '\u001b[K' : '\n'}`);
  }

  /** What ends the line being rewritten in place, before a message is said on stderr. */
  clear(): string {
    return this.tty && this.shown ? '\r\u001b[K' : '';
  }

  /** The closing line, on its own line, with the rate once started up (what a long crawl runs at). */
  done(): string {
    const now = performance.now();
    const seconds = (now - this.started) / 1000;
    const steady = this.firstPageAt !== undefined && this.pages > 1 && now > this.firstPageAt
      ? `; ${rate((this.pages - 1) / ((now - this.firstPageAt) / 1000))} pages/s after start-up` : '';
    return `${this.clear()}${this.pages} pages in ${seconds.toFixed(1)} s (${rate(seconds > 0 ? this.pages / seconds : 0)} pages/s${steady}), ` +
      `${this.errors} error${this.errors === 1 ? '' : 's'}\n`;
  }

  private line(bytesRead: number): string {
    const seconds = (performance.now() - this.started) / 1000;
    const perSecond = seconds > 0 ? this.pages / seconds : 0;
    const share = this.totalBytes > 0 ? Math.min(1, bytesRead / this.totalBytes) : 0;
    const left = share > 0.01 && share < 1 ? `, ${clock(seconds * (1 - share) / share)} left` : '';
    return `${this.pages} pages, ${rate(perSecond)} pages/s, ${this.errors} error${this.errors === 1 ? '' : 's'}, ${clock(seconds)}${left}`;
  }
}

const TTY_INTERVAL_MS = 500;
const LOG_INTERVAL_MS = 10_000;

/** Three significant digits: a slow machine's 0.12 pages/s is not 0.1. */
function rate(perSecond: number): string {
  return perSecond >= 100 ? perSecond.toFixed(0) : perSecond.toPrecision(3);
}

function clock(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
