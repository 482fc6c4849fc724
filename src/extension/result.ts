/**
 * Errors travel as data: every message answer and background feature returns a `Result`, so the UI can show
 * the failure instead of a spinner that never ends ("errors come back as data").
 */

/** Why something failed, as a code the UI can branch on and a sentence it can show as is. */
export type ErrorCode =
  | 'restricted-page'   // browser pages, stores, PDF viewer, view-source: no extension may run there
  | 'no-access'         // Pith was not invoked on this tab yet (activeTab not granted) and has no host access
  | 'no-content'        // the page has nothing readable
  | 'no-selection'      // "extract selection" with nothing selected
  | 'no-tab'            // the tab is gone
  | 'not-found'         // a stored result expired (the browser session ended)
  | 'clipboard'         // the page refused the clipboard write
  | 'engine'            // the engine threw
  | 'unknown';

export interface PithError {
  code: ErrorCode;
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: PithError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(code: ErrorCode, message: string): Result<T> => ({ ok: false, error: { code, message } });

/** For the rare `catch`: keep the browser's own message, it is usually the most precise one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
