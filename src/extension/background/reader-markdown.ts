/**
 * The reader's Markdown, made after its article is shown (background/actions.ts) from the content the first read
 * kept in the page (in-page/kept-markdown.ts): no second extraction of the user's page, and the Markdown is that
 * of the article shown. Only when the copy is gone (the tab navigated, the copy timed out) does the caller read
 * the page again.
 */
import type { LaterMarkdown } from '../../engine';
import type { PageResult } from '../page-result';
import type { KeptAnswer } from '../in-page/kept-markdown';
import { isOptionalScript } from '../in-page/needs';
import { loadSettings } from '../settings';
import { injectFile, injecting, presented, runInTab } from './extract-tab';

type MarkdownAnswer = { ok: true; made: LaterMarkdown | null } | { ok: true; needs: string } | { ok: false; error: string };

/** Self-contained (serialized into the tab): the Markdown call of the injected bundle; `made: null` when no copy is kept. */
function callMarkdown(ticket: number): MarkdownAnswer {
  const pith = (globalThis as unknown as { __pith?: { markdown?(ticket: number): KeptAnswer } }).__pith;
  try {
    // A page that navigated has a new isolated world: no bundle, or one that keeps nothing under this ticket.
    const answer = pith?.markdown ? pith.markdown(ticket) : null;
    return answer && 'needs' in answer ? { ok: true, needs: answer.needs } : { ok: true, made: answer };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/**
 * `first` (a result with `markdownPending`) completed with the Markdown of its kept content, its file name and its
 * notices (the Markdown may add one: content too deep for formatting) made as a read with Markdown makes them;
 * null when the page no longer keeps it.
 */
export async function markdownFromKept(first: PageResult): Promise<PageResult | null> {
  if (first.markdownTicket === undefined) return null;
  let answer = await runInTab(first.tabId, callMarkdown, [first.markdownTicket]);
  if (answer?.ok && 'needs' in answer) {
    const script = answer.needs;
    if (!isOptionalScript(script) || !(await injecting(() => injectFile(first.tabId, script))).ok) return null;
    answer = await runInTab(first.tabId, callMarkdown, [first.markdownTicket]);
  }
  if (!answer?.ok || !('made' in answer) || !answer.made) return null;
  const { markdownPending: _pending, markdownTicket: _ticket, ...shown } = first;
  const { warning: _warning, ...extraction } = first.extraction;
  const { markdown, warning } = answer.made;
  const made = { ...extraction, markdown, ...(warning ? { warning } : {}) };
  return { ...shown, ...presented(await loadSettings(), made, first.notes, first.url) };
}
