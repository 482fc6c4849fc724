/**
 * The CLI's extraction log: a SQLite file (`--log FILE.sqlite`) with one `extractions` row per page, the columns of
 * engine/log/record.ts. sql.js is SQLite compiled to WebAssembly: it installs without a compiler or a download
 * (better-sqlite3 builds or fetches a native binary), but it works on a copy in memory, so each row is a whole
 * read-modify-write of the file. Two runs logging to one file (two terminals, a script in parallel) would each
 * write back their own copy and drop the other's rows; a crash during a write would leave half a file. So every
 * append, under a lock shared by every Pith process (proper-lockfile: a `FILE.sqlite.lock` folder made atomically,
 * taken over when its holder stopped refreshing it), reads the file as it is now, adds the row, writes a temporary
 * file beside it and renames it over the log: a reader sees the old file or the new one, never a part. An append
 * that cannot take the lock or write throws: the page is then a failure, never a success whose row is missing.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import lockfile from 'proper-lockfile';
import type { Database, SqlJsStatic } from 'sql.js';
import { LOG_COLUMNS, type LogRecord } from '../../engine/log/record';

const TYPES: Record<(typeof LOG_COLUMNS)[number], string> = {
  time: 'TEXT NOT NULL', url: 'TEXT NOT NULL', domain: 'TEXT NOT NULL', mode: 'TEXT NOT NULL', stage: 'TEXT NOT NULL',
  quality: 'REAL NOT NULL', chars: 'INTEGER NOT NULL', words: 'INTEGER NOT NULL', ms: 'REAL NOT NULL',
  lowValue: 'TEXT', gesture: 'TEXT', text: 'TEXT',
};
const CREATE = `CREATE TABLE IF NOT EXISTS extractions (id INTEGER PRIMARY KEY, ${LOG_COLUMNS.map((c) => `${c} ${TYPES[c]}`).join(', ')})`;
const INSERT = `INSERT INTO extractions (${LOG_COLUMNS.join(', ')}) VALUES (${LOG_COLUMNS.map(() => '?').join(', ')})`;

/**
 * How long an append waits for another process's lock: a holder keeps it for one read and write of the file
 * (milliseconds for logs of thousands of rows). The wait stays under the lock's stale time (proper-lockfile's 10 s,
 * refreshed every 5 s by a live holder), so a live holder is never taken over; a dead one's lock is.
 */
const LOCK = { realpath: false, retries: { retries: 30, factor: 1.3, minTimeout: 10, maxTimeout: 500 } } as const;

export class SqliteLog {
  private constructor(private readonly SQL: SqlJsStatic, private readonly path: string) {}

  /** Opens `path` (created when missing); a file that is not a Pith log fails here, before any extraction. */
  static async open(path: string): Promise<SqliteLog> {
    const { default: initSqlJs } = await import('sql.js');
    const log = new SqliteLog(await initSqlJs(), path);
    log.read().close(); // a rename replaces the file whole: reading needs no lock
    return log;
  }

  /** Adds one row; resolves once the file holding it is in place. */
  async append(record: LogRecord): Promise<void> {
    await this.locked((db) => {
      db.run(INSERT, LOG_COLUMNS.map((c) => record[c] ?? null));
      return true;
    });
  }

  records(): LogRecord[] {
    const db = this.read();
    try {
      const [result] = db.exec(`SELECT ${LOG_COLUMNS.join(', ')} FROM extractions ORDER BY id`);
      if (!result) return [];
      return result.values.map((row) => Object.fromEntries(
        result.columns.map((c, i) => [c, row[i]]).filter(([, v]) => v !== null),
      ) as unknown as LogRecord);
    } finally {
      db.close();
    }
  }

  /** Nothing stays open between appends: each reads and writes the file under the lock. */
  close(): void {}

  /** The file as it is now, with the table (created in memory when missing). */
  private read(): Database {
    const db = new this.SQL.Database(existsSync(this.path) ? readFileSync(this.path) : undefined);
    try {
      db.run(CREATE);
    } catch (error) {
      db.close();
      throw new Error(`${this.path} is not a SQLite file Pith can log to: ${(error as Error).message}`, { cause: error });
    }
    return db;
  }

  /** Runs `change` on the current file under the lock; writes the file back when it returns true. */
  private async locked(change: (db: Database) => boolean): Promise<void> {
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(this.path, LOCK);
    } catch (error) {
      throw new Error(`cannot lock the log ${this.path} (another process holds ${this.path}.lock): ${(error as Error).message}`, { cause: error });
    }
    try {
      const db = this.read();
      try {
        if (change(db)) this.replace(db.export());
      } finally {
        db.close();
      }
    } finally {
      await release();
    }
  }

  /** Writes `bytes` to a temporary file beside the log, flushed to disk, then renames it over the log. */
  private replace(bytes: Uint8Array): void {
    const temporary = `${this.path}.${process.pid}.tmp`;
    try {
      const fd = openSync(temporary, 'w');
      try {
        writeFileSync(fd, bytes);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temporary, this.path);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw new Error(`cannot write the log ${this.path}: ${(error as Error).message}`, { cause: error });
    }
  }
}
