/**
 * Run the engine on a tab: inject extractor.js (activeTab + scripting, no host permission) and the scripts its
 * answer names, call `__pith.extract` there (injecting a stage the engine asks for, then `__pith.resume`), and
 * return the result as data, with notices for what it cannot include.
 */
import { browser } from 'wxt/browser';
import type { ExtractionJson, LaterHtml, MarkdownStyle, Mode } from '../../engine';
import type { PageNotes, PageResult } from '../page-result';
import { checkUrl, explainInjectionError } from '../page-access';
import { errorMessage, fail, ok, type Result } from '../result';
import { loadSettings, markdownStyleOf, type Settings } from '../settings';
import { applyTemplates } from '../template';
import { withReadingStats } from '../../engine/metadata/reading-stats';
import { t } from '../i18n';
import { isOptionalScript, type InjectionNeeds, type OptionalScript } from '../in-page/needs';
import { STAGE_SCRIPTS, type StageRequest } from '../in-page/stages';
import { MATHML_SCRIPT } from '../in-page/mathml-converter';
import { waitForQuietPage } from '../in-page/settle';
import { logExtraction } from './log';
import { copyBudget, withBudget } from './budget';
import type { ScopeRequest } from '../protocol';
import { siteOptions, type SiteOptions } from './site-options';

/** Shadow-DOM text worth a notice (characters): less is usually icons and button labels. */
const SHADOW_NOTICE_CHARS = 200;
/**
 * Chromium never settles `executeScript` on some tabs (a view-source: tab whose URL Pith cannot see, found by
 * e2e/commands.spec.ts), so every call into the tab has a deadline. Injection evaluates a ~300 kB bundle, well under
 * a second, but waits for the page's renderer: just after a page of several MB has loaded it is still laying the page
 * out, and the injection took over 4 s on a busy machine. Extraction gets the engine's own 5 s budget plus a margin.
 */
const INJECT_TIMEOUT_MS = 10_000;
const EXTRACT_TIMEOUT_MS = 10_000;
/**
 * Settling a page that has just navigated: it is read once its DOM has not changed for SETTLE_QUIET_MS, and at the
 * latest after SETTLE_MAX_MS. Quiet: a single-page app renders its new view within a few hundred milliseconds of
 * its route change (e2e/pages/panel--spa.html: 300 ms), and a static page costs only this much delay. Max: a page
 * that never stops changing (a clock, a ticker) is read anyway, without the user waiting long.
 */
const SETTLE_QUIET_MS = 500;
const SETTLE_MAX_MS = 3_000;
/**
 * A deadline passed: told apart from the browser's own errors by its class, not by its (translated) text, which
 * still explains it wherever it is shown (an extraction past its deadline quotes it).
 */
class NoAnswer extends Error {
  constructor() { super(t('errorNoAnswer')); }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new NoAnswer()), ms);
    work.then((value) => { clearTimeout(timer); resolve(value); }, (error) => { clearTimeout(timer); reject(error); });
  });
}

interface InPageAnswer { ok: true; extraction: ExtractionJson | null; notes: PageNotes; markdownTicket?: number; htmlTicket?: number }
/** The engine stopped before a stage this page has not been given (in-page/stages.ts). */
interface InPageRequest { ok: true; request: StageRequest }
export interface InPageError { ok: false; error: string }

/**
 * Injects the engine bundle into the tab's top frame, then the scripts its answer says the page needs (the
 * MathML converter, language detection: they ship apart, in-page/needs.ts); errors explain why the page is off
 * limits. A read without Markdown does not need the MathML converter: the Markdown call asks for it if it comes
 * (in-page/kept-markdown.ts).
 */
function inject(tabId: number, markdown: boolean): Promise<Result<true>> {
  return injecting(async () => {
    const [frame] = await injectFile(tabId, '/extractor.js');
    const needs = (frame?.result as InjectionNeeds | undefined)?.scripts ?? [];
    for (const file of needs.filter(isOptionalScript)) if (markdown || file !== MATHML_SCRIPT) await injectFile(tabId, file);
  });
}

export function injectFile(tabId: number, file: '/extractor.js' | OptionalScript) {
  return withDeadline(browser.scripting.executeScript({ target: { tabId }, files: [file] }), INJECT_TIMEOUT_MS);
}

/** Injections as a result: a failure is data, whose message explains why the page is off limits. */
export async function injecting(work: () => Promise<unknown>): Promise<Result<true>> {
  try {
    await work();
    return ok(true);
  } catch (error) {
    if (error instanceof NoAnswer) return fail('restricted-page', error.message);
    const explained = explainInjectionError(errorMessage(error));
    return fail(explained.code, explained.message);
  }
}

/** The tab exists and its URL is one an extension may script (page-access.ts); its URL. */
export async function checkTab(tabId: number): Promise<Result<string>> {
  const tab = await browser.tabs.get(tabId).catch(() => null);
  if (!tab) return fail('no-tab', t('errorTabGone'));
  const restricted = checkUrl(tab.url ?? tab.pendingUrl);
  if (restricted) return fail(restricted.code, restricted.message);
  return ok(tab.url ?? '');
}

/** Runs `func` (self-contained) in the tab; undefined when the frame gave no answer. */
export async function runInTab<A extends unknown[], R>(tabId: number, func: (...args: A) => R, args: A): Promise<R | InPageError | undefined> {
  try {
    // The typings cannot relate `func`'s parameters to `args` through a generic; the call is checked by `A`.
    const injection = { target: { tabId }, func, args } as unknown as Parameters<typeof browser.scripting.executeScript>[0];
    const [frame] = await withDeadline(browser.scripting.executeScript(injection), EXTRACT_TIMEOUT_MS);
    return frame?.result as R | undefined;
  } catch (error) {
    return { ok: false, error: errorMessage(error) };
  }
}

/**
 * Self-contained (serialized into the tab): calls the injected bundle. `resume` goes on with the extraction whose
 * request carried `ticket`, once its stage is injected.
 */
function callExtract(call: PageResult['kind'] | 'resume', options: { mode: Mode; frontMatter: boolean; markdown: boolean; keepForMarkdown: boolean; deferHtml: boolean; markdownStyle: MarkdownStyle } & Partial<SiteOptions>, ticket: number): InPageAnswer | InPageRequest | InPageError {
  type Kept = ExtractionJson & { markdownTicket?: number; htmlTicket?: number };
  type Answer = Kept | StageRequest;
  const pith = (globalThis as unknown as { __pith: { extract(o: unknown): Answer; resume(ticket: number): Answer; extractSelection(o: unknown): ExtractionJson | null; pageNotes(): PageNotes } }).__pith;
  try {
    const answer: Answer | null = call === 'page' ? pith.extract(options) : call === 'resume' ? pith.resume(ticket) : pith.extractSelection(options);
    if (answer && 'needs' in answer) return { ok: true, request: answer };
    if (!answer || (answer.markdownTicket === undefined && answer.htmlTicket === undefined)) return { ok: true, extraction: answer, notes: pith.pageNotes() };
    const { markdownTicket, htmlTicket, ...extraction } = answer;
    return { ok: true, extraction, notes: pith.pageNotes(), markdownTicket, htmlTicket };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

type HtmlAnswer = { ok: true; made: LaterHtml | null } | InPageError;

/** Self-contained (serialized into the tab): the HTML call of the injected bundle; `made: null` when nothing is kept. */
function callHtml(ticket: number): HtmlAnswer {
  const pith = (globalThis as unknown as { __pith?: { html?(ticket: number): LaterHtml | null } }).__pith;
  try {
    // A page that navigated has a new isolated world: no bundle, or one that keeps nothing under this ticket.
    return { ok: true, made: pith?.html ? pith.html(ticket) : null };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/**
 * How to read: `settle` waits first for a page that has just navigated to stop changing (see SETTLE_QUIET_MS);
 * `gesture` names what asked, for the log; `budget` applies the copy gestures' size budget (background/budget.ts);
 * the scope and restored blocks come from the surface that asked (ScopeRequest).
 */
export interface ExtractHow extends ScopeRequest {
  settle?: boolean; gesture?: string; budget?: boolean;
  /** false: without Markdown, the result marked `markdownPending` (the reader's first answer, actions.ts). */
  markdown?: boolean;
  /** Not logged: the completion of an extraction the log already has. */
  unlogged?: boolean;
  /**
   * The copy gestures: called with the result before its HTML (the engine's `deferHtml`: Markdown, text, metadata
   * and notices final, `html` and `quality` not yet), to write the clipboard; the HTML is asked for after it, and
   * the result returned is complete (in-page/kept-html.ts). A result whose HTML came at once is not passed here.
   */
  deliver?: (first: PageResult) => Promise<void>;
}

export async function extractTab(tabId: number, kind: PageResult['kind'], mode?: Mode, how: ExtractHow = {}): Promise<Result<PageResult>> {
  let checked = await checkTab(tabId);
  if (!checked.ok) return checked;
  if (how.settle) {
    // Checked first: a tab no script may run in answers at once, not after the wait. The URL may have moved on.
    await settle(tabId);
    checked = await checkTab(tabId);
    if (!checked.ok) return checked;
  }
  // The page's Markdown comes without front matter: the user's template (applied below) writes it. Without it, the
  // page keeps what it is made from, for the Markdown call that follows (reader-markdown.ts).
  const markdown = how.markdown ?? true;
  // The settings and site profiles are read while the bundle is injected: their storage round trips need not wait
  // for the page's renderer (a failed injection leaves them unused).
  const reading = Promise.all([loadSettings(), siteOptions(checked.value, how)]);
  reading.catch(() => undefined);
  const injected = await inject(tabId, markdown);
  if (!injected.ok) return injected;
  const [settings, site] = await reading;
  const options = {
    mode: mode ?? settings.mode, frontMatter: false, markdown, keepForMarkdown: !markdown, deferHtml: how.deliver !== undefined,
    markdownStyle: markdownStyleOf(settings), ...site,
  };
  let answer = await runInTab(tabId, callExtract, [kind, options, 0]);
  // The engine reached a stage this page had not been given (in-page/stages.ts): it is injected, and the engine
  // goes on where it stopped. It asks for each stage at most once; the bound only guards the loop.
  for (let asked = 0; answer?.ok && 'request' in answer && asked < Object.keys(STAGE_SCRIPTS).length; asked++) {
    const { needs, ticket } = answer.request;
    const stage = await injecting(() => injectFile(tabId, STAGE_SCRIPTS[needs]));
    if (!stage.ok) return stage;
    answer = await runInTab(tabId, callExtract, ['resume', options, ticket]);
  }
  if (!answer || 'request' in answer) return fail('unknown', t('errorPageNoAnswer'));
  if (!answer.ok) return fail('engine', t('errorExtractionFailed', answer.error));
  if (!answer.extraction) return fail('no-selection', t('errorNoSelection'));
  let extraction = withWordCount(answer.extraction);
  const read = extraction;
  // Not awaited: the log is written beside the gesture, never in its way (an IndexedDB open and write per call).
  const log = (made: Partial<ExtractionJson> = {}) => {
    if (!how.unlogged) void logExtraction(settings, { ...read, ...made }, checked.value || read.metadata.url || '', how.gesture, tabId);
  };
  if (answer.htmlTicket === undefined) log();
  // A low-value page of a named kind (an empty app shell, a login wall) is shown as such, in its sentence, rather
  // than as a failure; a page with nothing at all still gets the "no content" message, which says what to try.
  const named = extraction.lowValue && extraction.lowValue.reason !== 'too-little-text';
  if (!extraction.text.trim() && !/<img\b/i.test(extraction.html) && !named) {
    return fail('no-content', extraction.warning ?? t(mode === 'recall' ? 'errorNoContent' : 'errorNoContentTryRecall'));
  }
  const budget = how.budget ? copyBudget(settings) : undefined;
  if (budget) {
    const cut = await withBudget(tabId, extraction, budget);
    if (!cut.ok) return cut;
    extraction = cut.value;
  }
  const url = checked.value || extraction.metadata.url || '';
  const pending = markdown ? {} : { markdownPending: true as const, ...(answer.markdownTicket === undefined ? {} : { markdownTicket: answer.markdownTicket }) };
  const first: PageResult = {
    id: crypto.randomUUID(), tabId, kind, mode: options.mode, url, ...presented(settings, extraction, answer.notes, url),
    notes: answer.notes, createdAt: Date.now(), ...pending,
  };
  if (answer.htmlTicket === undefined) return ok(first);
  await how.deliver?.(first);
  const later = await runInTab(tabId, callHtml, [answer.htmlTicket]);
  if (later && !later.ok) return fail('engine', t('errorExtractionFailed', later.error));
  if (!later?.made) return fail('unknown', t('errorPageNoAnswer'));
  log(later.made);
  return ok({ ...first, extraction: { ...first.extraction, ...later.made } });
}

/** The user's templates applied to an extraction as the engine made it (Markdown without front matter), and the notices. */
export function presented(settings: Settings, extraction: ExtractionJson, notes: PageNotes, url: string): Pick<PageResult, 'extraction' | 'fileStem' | 'notices'> {
  const templated = applyTemplates(settings, extraction, url, new Date());
  const notices = noticesFor(extraction, notes);
  return {
    extraction: { ...extraction, markdown: templated.markdown }, fileStem: templated.fileStem,
    notices: templated.notice ? [...notices, templated.notice] : notices,
  };
}

/**
 * Waits for the page to settle (in-page/settle.ts). Its failure is no result of its own: a tab that cannot run it
 * cannot be read either, and the extraction that follows reports why.
 */
async function settle(tabId: number): Promise<void> {
  await withDeadline(
    browser.scripting.executeScript({ target: { tabId }, func: waitForQuietPage, args: [SETTLE_QUIET_MS, SETTLE_MAX_MS] }),
    SETTLE_MAX_MS + INJECT_TIMEOUT_MS,
  ).catch(() => undefined);
}

/** The engine fills the counts; a result that arrives without them gets them from its text, so the badge never says 0. */
function withWordCount(extraction: ExtractionJson): ExtractionJson {
  if (extraction.metadata.wordCount > 0) return extraction;
  return { ...extraction, metadata: withReadingStats(extraction.metadata, extraction.text) };
}

/** What the result leaves out, said above it. How complete it looks is QualityLine's, in plain words, not a notice. */
function noticesFor(extraction: ExtractionJson, notes: PageNotes): string[] {
  const notices: string[] = [];
  if (extraction.warning) notices.push(extraction.warning);
  if (notes.frames > 0) {
    notices.push(t('noticeFrames', notes.frames));
  }
  if (notes.shadowTextChars >= SHADOW_NOTICE_CHARS) {
    notices.push(t('noticeShadow', notes.shadowTextChars));
  }
  return notices;
}
