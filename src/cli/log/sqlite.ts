/**
 * The CLI's extraction log: a SQLite file (`--log FILE.sqlite`) with one `extractions` row per page, the columns of
 * engine/log/record.ts. sql.js is SQLite compiled to WebAssembly: it installs without a compiler or a download
 * (better-sqlite3 builds or fetches a native binary). It works on a copy in memory, so the file is read once and
 * written back after each row: a batch stopped midway keeps what it logged.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Database } from 'sql.js';
import { LOG_COLUMNS, type LogRecord } from '../../engine/log/record';

const TYPES: Record<(typeof LOG_COLUMNS)[number], string> = {
  time: 'TEXT NOT NULL', url: 'TEXT NOT NULL', domain: 'TEXT NOT NULL', mode: 'TEXT NOT NULL', stage: 'TEXT NOT NULL',
  quality: 'REAL NOT NULL', chars: 'INTEGER NOT NULL', words: 'INTEGER NOT NULL', ms: 'REAL NOT NULL',
  lowValue: 'TEXT', gesture: 'TEXT', text: 'TEXT',
};
const CREATE = `CREATE TABLE IF NOT EXISTS extractions (id INTEGER PRIMARY KEY, ${LOG_COLUMNS.map((c) => `${c} ${TYPES[c]}`).join(', ')})`;
const INSERT = `INSERT INTO extractions (${LOG_COLUMNS.join(', ')}) VALUES (${LOG_COLUMNS.map(() => '?').join(', ')})`;

export class SqliteLog {
  private constructor(private readonly db: Database, private readonly path: string) {}

  /** Opens `path` (created when missing); a file that is not a Pith log fails here, before any extraction. */
  static async open(path: string): Promise<SqliteLog> {
    const { default: initSqlJs } = await import('sql.js');
    const SQL = await initSqlJs();
    const db = new SQL.Database(existsSync(path) ? readFileSync(path) : undefined);
    try {
      db.run(CREATE);
    } catch (error) {
      db.close();
      throw new Error(`${path} is not a SQLite file Pith can log to: ${(error as Error).message}`);
    }
    return new SqliteLog(db, path);
  }

  append(record: LogRecord): void {
    this.db.run(INSERT, LOG_COLUMNS.map((c) => record[c] ?? null));
    writeFileSync(this.path, this.db.export());
  }

  records(): LogRecord[] {
    const [result] = this.db.exec(`SELECT ${LOG_COLUMNS.join(', ')} FROM extractions ORDER BY id`);
    if (!result) return [];
    return result.values.map((row) => Object.fromEntries(
      result.columns.map((c, i) => [c, row[i]]).filter(([, v]) => v !== null),
    ) as unknown as LogRecord);
  }

  close(): void {
    this.db.close();
  }
}
