/**
 * The one map of every message UI pages send to the background: name -> request and response types.
 * Handlers are a record keyed by these names (see background/handlers.ts), never an `if (action === ...)` chain.
 */
import type { Mode, Scope } from '../engine';
import type { PageResult } from './page-result';
import type { ErrorCode, Result } from './result';

export interface Protocol {
  /**
   * Extract a tab's page (re-running the engine, e.g. after a mode switch). `settle`: first wait until the page
   * stops changing (bounded), for a page that has just navigated and may still be rendering (a single-page app).
   */
  extractTab: { request: { tabId: number; mode?: Mode; settle?: boolean } & ScopeRequest; response: Result<PageResult> };
  /** The latest result Pith made for a tab (a selection, or the page), if any, without re-extracting. */
  latestForTab: { request: { tabId: number }; response: Result<PageResult | null> };
  /** Open the reader view beside a tab (from the popup or side panel). */
  openReader: { request: { tabId: number }; response: Result<ReaderOutcome> };
  /** Extract every highlighted tab in this tab's window (background/tab-batch.ts); the popup asked for access first. */
  extractSelectedTabs: { request: { tabId: number }; response: Result<TabBatch> };
}

/** A tab the batch could not read, named, with the reason. */
export interface TabFailure { tabId: number; label: string; code: ErrorCode; message: string }
export interface TabBatch { results: PageResult[]; failures: TabFailure[] }

/** The reader tab opened, or, when asked on a reader tab, the one closed to go back to its page. */
export interface ReaderOutcome { readerTabId: number; backToPage: boolean }

export type MessageName = keyof Protocol;
export type RequestOf<K extends MessageName> = Protocol[K]['request'];
export type ResponseOf<K extends MessageName> = Protocol[K]['response'];

/**
 * Site profiles' part of an extraction: `scope` overrides the profile's and the default (`article`);
 * `restore` is keep selectors for this extraction only (the side panel's "restore this block", before it is saved).
 */
export interface ScopeRequest { scope?: Scope; restore?: string[] }

/** The envelope on the wire; `pith` marks our messages so foreign ones are ignored. */
export interface Envelope<K extends MessageName = MessageName> {
  pith: 1;
  name: K;
  request: RequestOf<K>;
}
