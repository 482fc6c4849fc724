/**
 * The extraction cascade. `extract()` is its table of contents: each numbered stage is one call into its
 * own module. The caller's document is only read (removals are recorded in a set, scores in WeakMaps);
 * the chosen content is copied into a document the engine creates.
 */
import { DEFAULT_OPTIONS, OptionsError, resolveOptions, type Options, type OptionsInput } from './options';
import type { Attempt, Decision, Extraction, LaterHtml, Mode, QualitySignals, Removal, Stage } from './types';
import { assessQuality } from './quality';
import { clean } from './clean';
import { extractByRules } from './rules';
import { hasProfile, tuningFor } from './registry';
import type { Tuning } from './registry/tuning';
import { measure, pickBest, sized, tooLinkDense, weighed, type Candidate } from './fallback/compare';
import { GRACE_MS, LINK_DENSE } from './shared/facts';
import { withNoscriptMarkup } from './clean/noscript';
import { baselineCandidate } from './baseline';
import { BLUNT_STAGES, offProduct, productDescription } from './fallback/product-description';
import { ESCALATION_GAIN, RELAXATIONS, isShort, relax } from './escalation';
import { confirms, wantsSecondOpinion } from './fallback/second-opinion';
import { basicMetadata, render } from './output';
import { dropRepeatedRuns } from './output/repeated-runs';
import { measureTree } from './dom/walk';
import { COPY_MAX_DEPTH, copyContent, createOutputDocument, type CopyTally, type FlatNote } from './dom/clone';
import { Deadline } from './dom/deadline';
import { scanDocument, type Scan } from './metadata/sources/scan';
import { classifyPage, type PageType } from './page-type';
import { pageAddress } from './metadata/page-address';
import * as dom from './dom/read';
import { applyBudget, type Measure } from './budget';
import { extractFullPage } from './rules/full-page';
import { pageContent, pageText, unmatchedKeep } from './page-scope';
import { stripControls } from './output/sanitize';
import { overrule, suspect, type ProfileChoice } from './rules/profile-guard';
import { SitePass, dropInCopy, dropLineBlocks, dropLinesOfText, keepSelectorFor, siteRulesFor, type SiteRules } from './site-profile';
import type { Scope } from './site-profile/profile';
import { assessLowValue } from './low-value';
import type { OptionalStages, StageName } from './stages';

/**
 * The cascade with the optional stages the host supplied in `tools.stages` (stages.ts); a stage it did not
 * supply is skipped. `extract` from the engine's index supplies them all.
 *
 * Invalid options are the caller's mistake and throw an `OptionsError`; anything that fails while reading the page
 * (a hostile or broken DOM, a stack overflow on absurd nesting) becomes an error result with stage "none" and a
 * `warning`, because this runs inside the user's page and must never throw into it.
 */
export function extract(document: Document, input: OptionsInput = {}, tools: ExtractTools = {}): Extraction {
  let result = extractInSteps(document, input, tools);
  // A stage asked for is one this host does not have: resumed at once, the cascade goes on without it.
  while ('needs' in result) result = result.resume();
  return result;
}

/**
 * The cascade, stopping where it reaches an optional stage the host has not supplied yet: it answers
 * `{needs, resume}`, the host supplies the stage (in `tools.stages`, which the engine reads when the stage runs)
 * and calls `resume()`, and the cascade goes on where it stopped. The extension uses this to inject the fallbacks
 * only into pages that reach them (src/extension/in-page/stages.ts). The time waited is not the engine's: it is
 * left out of the time budget and of `timings.total`, and recorded as `timings.waited`.
 */
export function extractInSteps(document: Document, input: OptionsInput = {}, tools: ExtractTools = {}): Extraction | Suspended {
  const options = resolveOptions(input);
  if (options.maxTokens !== undefined && !tools.countTokens) {
    throw new OptionsError('option "maxTokens" needs tools.countTokens (await loadTokenCounter() from the engine)');
  }
  // Site profiles are checked against the page before anything runs: a bad selector is an OptionsError too.
  const stages = tools.stages ?? {};
  const run = new Run(options, siteRulesFor(options, document, () => stages.linePattern), stages);
  return advance(cascade(document, run), run, tools);
}

/** What `extract` may need besides options. */
export interface ExtractTools {
  /** The token counter, loaded asynchronously (budget/tokens.ts). */
  countTokens?: Measure;
  /** The optional stages this host has (stages.ts); read when a stage runs, so one supplied on a resume counts. */
  stages?: Partial<OptionalStages>;
}

/** The cascade stopped before an optional stage the host had not supplied (see extractInSteps). */
export interface Suspended {
  needs: StageName;
  resume(): Extraction | Suspended;
}

function advance(steps: Generator<StageName, Extraction, void>, run: Run, tools: ExtractTools): Extraction | Suspended {
  try {
    const step = steps.next();
    if (!step.done) {
      run.pause();
      return { needs: step.value, resume: () => { run.unpause(); return advance(steps, run, tools); } };
    }
    // 6. The size budget, last: it cuts what the outputs say, not what the cascade weighed.
    return run.time('budget', () => applyBudget(step.value, run.options, tools.countTokens));
  } catch (error) {
    return run.failure(error);
  }
}

/** The cascade; it yields the name of an optional stage it reaches that the host has not supplied, once. */
function* cascade(document: Document, run: Run): Generator<StageName, Extraction, void> {
  const options = run.options;
  const tooLarge = run.checkSize(document);
  if (tooLarge) return run.finish(document, null, tooLarge);
  if (!dom.documentElement(document)) return run.finish(document, null, undefined);
  // A site profile's drop-line patterns are matched by a stage of their own (site-profile/line-pattern.ts).
  if (run.site?.dropLines.length && !run.stages.linePattern) yield 'linePattern';
  // 0. A <noscript> that holds the page's content as text (a browser with scripting on) is read as markup, in a
  // copy of the page (clean/noscript.ts); other pages are read as they are.
  const page = document;
  document = withNoscriptMarkup(document, () => run.depth());
  // 0a. The site profile's keep and drop blocks, found once in the page that is read (site-profile/pass.ts).
  if (run.site || options.locateRemovals) run.sitePass = new SitePass(document, run.site ?? NO_SITE_RULES);
  // 0-page. The `page` scope reads the whole visible page, shaped by the site profile only (page-scope/index.ts).
  if (run.scope === 'page') {
    const content = run.time('page', () => pageContent(document, run.output(document), run.site, run.removed, run.flat));
    return run.finish(document, content && measure('page', content), undefined);
  }
  // 0b. The metadata scan, made once here: the page type is read from it and chooses the extraction profile
  // (registry/profiles.ts), and the metadata reads it at the end. A page past CLASSIFY_MAX_ELEMENTS keeps the mode's
  // tuning and is scanned at the end, as before: scanning it here spent the time budget its cleaning needs
  // (test/engine/bad-input: 50,000 nodes on a loaded machine).
  if (run.elements <= CLASSIFY_MAX_ELEMENTS) {
    // The size check's list of the page's elements is the scan's, unless a copy of the page is read (noscript).
    run.scan = run.time('classify', () => scanDocument(document, document === page ? run.pageElements : undefined));
    // A saved copy is classified by the address it names; with none, by the address it was read from, as the
    // classifier was trained (no address at all reads an article as a service or forum page).
    const address = pageAddress(page, options.url, run.scan) ?? options.url ?? dom.documentUrl(page);
    run.pageType = options.pageType ?? run.site?.pageType ?? classifyPage(run.scan, address);
  } else {
    run.pageType = options.pageType ?? run.site?.pageType;
  }

  // 1 + 2. Cleaning and rule-based extraction, read-only; the chosen content is copied out.
  // The page's declared language chooses the furniture words pruning reads (rules/boilerplate.ts).
  const htmlElement = dom.documentElement(document);
  run.language = (htmlElement && dom.getAttribute(htmlElement, 'lang')) || undefined;
  const first = run.time('rules', () => guardedRules(document, run));
  const rules = run.tuning().rules;
  let best = first.candidate;
  run.record(best, 'rules');
  const min = options.minExtractedChars;

  // 3. Fallback cascade: Readability and jusText, the best of them and the rules' result.
  if ((best?.chars ?? 0) < min && rules.has('fallback-cascade') && run.withinBudget()) {
    if (!run.stages.fallback) yield 'fallback';
    best = run.time('fallback', () => fallback(document, best, run));
  } else if (best && first.cleanedChars && wantsSecondOpinion(run.tuning(), best.chars, first.pageChars) && run.withinBudget()) {
    // 3b. A small share of the page: Readability's result when it holds the rules' and much more (fallback/second-opinion.ts).
    if (!run.stages.fallback) yield 'fallback';
    best = run.time('fallback', () => secondOpinion(document, best!, first.cleanedChars!, run));
  }
  // 4. Baseline rescue from the original tree.
  if ((best?.chars ?? 0) < min && rules.has('baseline-rescue') && run.withinBudget()) {
    best = run.time('baseline', () => rescue(document, best, run));
  } else if (!best?.chars && !run.withinBudget()) {
    // Out of time with no text (cleaning a page of several MB did not finish on a busy machine, or its copy stopped
    // before any): the page's text blocks, as many as a short grace reads, with the budget's warning, not nothing.
    best = run.time('baseline', () => rescue(document, best, run, run.graceDeadline()));
  }
  // 5. Recall escalation: stages 1-2 again with each relaxation in turn.
  // (The full scope has nothing left to relax towards: it already takes every section; the rule's `when` says so.)
  if (rules.has('recall-escalation') && isShort(best?.chars ?? 0, first.pageChars) && run.withinBudget()) {
    best = run.time('escalation', () => escalate(document, best, first.pageChars, run));
  }
  // 5b. A product page the rules could not read: its declared description, when the page shows it, over a blunt stage's
  // result or one off the product (fallback/product-description.ts).
  if (rules.has('declared-description') && run.scan && best && run.withinBudget()) {
    best = run.time('declared', () => declared(document, best!, run));
  }
  run.semantic = best?.stage === 'rules' || best?.stage === 'escalated' ? first.semantic || run.semantic : false;
  return run.finish(document, best, run.withinBudget() ? undefined : run.budgetWarning(), first.pageChars);
}

/** Rules of no profile: a pass that only locates its removals (the `locateRemovals` option). */
const NO_SITE_RULES: SiteRules = { sites: [], keep: [], drop: [], dropLines: [] };

/** Pages with more elements than this are not classified before extraction (see cascade). */
const CLASSIFY_MAX_ELEMENTS = 30_000;

const EMPTY_SIGNALS: QualitySignals = {
  length: 0, textToMarkup: 0, semanticContainer: false, headings: 0, substantialParagraphs: 0, pageShare: 0, pageChars: 0, linkDensity: 0,
};

interface RulesPass {
  candidate: Candidate | null;
  pageChars: number;
  semantic: boolean;
  /** Characters of the text cleaning left (the rules' stats walk); undefined when the walk did not finish. */
  cleanedChars?: number;
}

/** Stages 1 and 2 read the page; only the chosen content is copied out. A retry records into `removed`. */
function cleanAndExtract(document: Document, tuning: Tuning, run: Run, stage: Stage = 'rules', removed = run.removed, decisions = run.decisions): RulesPass {
  const site = run.sitePass;
  const tracked = site?.drops(removed, run.options.locateRemovals ? (el) => keepSelectorFor(el, document) : undefined);
  const cleaned = clean({ document, tuning, removed, deadline: run.deadline, site, dropped: tracked });
  if (!cleaned) return { candidate: null, pageChars: 0, semantic: false };
  const { root, dropped, pageChars, live } = cleaned;
  const title = dom.title(document) ?? '';
  const result = run.scope === 'full'
    ? extractFullPage(root, dropped, tuning, title, removed, run.deadline, live)
    : extractByRules(root, dropped, tuning, title, removed, decisions, run.deadline, live);
  tracked?.settle();
  // Kept blocks the selection left out or pruning took with their container come back (site-profile/pass.ts).
  const elements = site ? site.withKept(result.elements, dropped) : result.elements;
  const deadline = run.graceDeadline();
  // Only a later stage that compares candidates (the fallbacks, the second opinion, escalation) needs the weight.
  const rules = tuning.rules;
  const fast = !rules.has('fallback-cascade') && !rules.has('ask-second-opinion') && !rules.has('recall-escalation');
  // The copy counts its text as it is made, from the rules' stats (dom/clone.ts `CopyTally`); a site profile's kept
  // blocks, which may come back from inside a removed container, are weighed by walking the copy.
  const tally: CopyTally | undefined = !fast && result.stats && !run.site ? { stats: result.stats, chars: 0, linkChars: 0, exact: true } : undefined;
  const content = elements ? copyContent(elements, run.output(document), dropped, deadline, tally, run.flat) : null;
  // Without such a stage (fast mode: only the baseline's length check) the copy is sized by its text, not weighed by a
  // second stats walk (a large share of fast's browser time).
  const candidate = !content ? null : fast ? sized(stage, content)
    : tally?.exact && !deadline.passed() ? weighed(stage, content, tally) : measure(stage, content, deadline);
  return { candidate, pageChars, semantic: result.semantic, cleanedChars: result.stats?.get(root)?.chars };
}

/**
 * Stages 1 and 2 with the page type's profile; when its result looks like a collapse, again without the profile, and
 * that result is taken when the profile's lost what it holds (rules/profile-guard.ts). The rest of the cascade then
 * reads the page without the profile too.
 */
function guardedRules(document: Document, run: Run): RulesPass {
  const pass = cleanAndExtract(document, run.tuning(), run);
  const pageType = run.pageType;
  if (!pageType || !hasProfile(pageType)) return pass;
  if (!suspect(pass.candidate, pass.pageChars) || !run.withinBudget()) {
    run.profile = { pageType, taken: 'profile', compared: false };
    return pass;
  }
  const removed: Removal[] = [];
  const decisions: Decision[] = [];
  const generic = cleanAndExtract(document, run.tuning(false), run, 'rules', removed, decisions);
  const reason = overrule(pass.candidate, generic.candidate);
  if (!reason) {
    run.profile = { pageType, taken: 'profile', compared: true };
    return pass;
  }
  run.profile = { pageType, taken: 'generic', reason, compared: true };
  // Replaced in place (the run's lists are shared with its stages), one by one: a spread of a long list overflows.
  run.removed.length = 0;
  for (const removal of removed) run.removed.push(removal);
  run.decisions.length = 0;
  for (const decision of decisions) run.decisions.push(decision);
  return generic;
}

function fallback(document: Document, rules: Candidate | null, run: Run): Candidate | null {
  const max = run.tuning().rules.has('refuse-link-dense-fallback') ? LINK_DENSE : undefined;
  return pickBest([...(rules ? [rules] : []), ...fallbackCandidates(document, run).filter((c) => !tooLinkDense(c, max))]);
}

function secondOpinion(document: Document, rules: Candidate, cleanedChars: number, run: Run): Candidate {
  const bounds = run.tuning().secondOpinion;
  return fallbackCandidates(document, run, true).find((c) => confirms(rules, c, cleanedChars, bounds)) ?? rules;
}

/** Stage 3's candidates (Readability's alone when `readabilityOnly`), each recorded; none when the host has no fallback stage. */
function fallbackCandidates(document: Document, run: Run, readabilityOnly = false): Candidate[] {
  const stage = run.stages.fallback;
  if (!stage) return [];
  const root = dom.documentElement(document);
  const found = stage({ document, into: run.output(document), depth: run.depth(), lang: root && dom.getAttribute(root, 'lang'), readabilityOnly });
  return found.map((c) => run.record(measure(c.stage, c.content)));
}

function declared(document: Document, best: Candidate, run: Run): Candidate {
  const description = productDescription(document, run.scan!, run.options.url ?? document.URL, run.output(document));
  if (!description || !(BLUNT_STAGES.has(best.stage) || offProduct(best.content, best.chars, description))) return best;
  return run.record(measure('declared', description));
}

function rescue(document: Document, best: Candidate | null, run: Run, deadline?: Deadline): Candidate | null {
  const baseline = baselineCandidate(document, run.output(document), deadline);
  if (!baseline) return best;
  const candidate = run.record(measure('baseline', baseline));
  return candidate.chars > (best?.chars ?? 0) ? candidate : best;
}

function escalate(document: Document, best: Candidate | null, pageChars: number, run: Run): Candidate | null {
  let tuning = run.tuning();
  for (const relaxation of RELAXATIONS) {
    if (!run.withinBudget()) break;
    tuning = relax(tuning, relaxation);
    // Removals and decisions of a retry would repeat the first pass's: the retry records into scratch lists.
    const pass = cleanAndExtract(document, tuning, run, 'escalated', [], []);
    if (pass.candidate) run.record(pass.candidate, relaxation.name);
    if (pass.candidate && pass.candidate.chars > (best?.chars ?? 0) * ESCALATION_GAIN) {
      best = pass.candidate;
      run.semantic = pass.semantic;
      if (!isShort(best.chars, pageChars)) break;
    }
  }
  return best;
}

/** The state of one extraction: options, clock, diagnostics. Passed explicitly, never module-level. */
class Run {
  /** When the run started, moved on by the time it waited for a stage (pause, unpause). */
  private started = performance.now();
  private pausedAt: number | undefined;
  readonly removed: Removal[] = [];
  readonly decisions: Decision[] = [];
  readonly attempts: Attempt[] = [];
  readonly timings: Record<string, number> = {};
  semantic = false;
  /** Set when a copy of the content was flattened past its depth limit (dom/clone.ts). */
  readonly flat: FlatNote = { flattened: false };
  /** The metadata scan of the page read (made before stage 1) and the page type classified from it. */
  scan: Scan | undefined;
  pageType: PageType | undefined;
  /** The scope in effect: the option, else the site profile's, else `article`. */
  readonly scope: Scope;
  sitePass: SitePass | undefined;
  /** The page's `<html lang>`, read before stage 1. */
  language: string | undefined;
  /** The page's elements in document order (the size check's `querySelectorAll('*')`) and their count. */
  pageElements: NodeListOf<Element> | undefined;
  elements = 0;
  /** The page's tree depth, measured when first asked (a copy of the page is made: noscript, the fallbacks). */
  private treeDepth: number | undefined;
  private page: Document | undefined;
  private outputDocument: Document | null = null;
  private tuned: Tuning | undefined;
  private untyped: Tuning | undefined;

  constructor(readonly options: Readonly<Options>, readonly site: SiteRules | undefined, readonly stages: Partial<OptionalStages>) {
    this.scope = options.scope ?? site?.scope ?? 'article';
    this.deadline = new Deadline(this.started + options.timeBudgetMs);
  }

  /** The cascade waits for the host to supply a stage: that time is not the engine's (extractInSteps). */
  pause(): void {
    this.pausedAt = performance.now();
  }

  unpause(): void {
    if (this.pausedAt === undefined) return;
    const waited = performance.now() - this.pausedAt;
    this.pausedAt = undefined;
    this.started += waited;
    this.deadline = new Deadline(this.deadline.at + waited);
    this.timings.waited = round((this.timings.waited ?? 0) + waited);
  }

  time<T>(stage: string, fn: () => T): T {
    const t0 = performance.now();
    try {
      return fn();
    } finally {
      this.timings[stage] = round(performance.now() - t0);
    }
  }

  /** Which of the profile's and the generic rules' results stage 2 kept (guardedRules); unset without a profile. */
  profile: ProfileChoice | undefined;

  /**
   * The mode's tuning with the page type's profile (unless `withProfile` is false, or the profile's result gave way
   * to the generic one), the page's language and the options that bear on it, and the rules that run
   * (registry/index.ts): each resolved once, on first use, after the page type and language are read.
   */
  tuning(withProfile = true): Tuning {
    const { mode, includeComments, disabledRules } = this.options;
    const settings = { mode, includeComments, language: this.language, scope: this.scope, disabledRules };
    if (withProfile && this.profile?.taken !== 'generic') return this.tuned ??= tuningFor({ ...settings, pageType: this.pageType });
    return this.untyped ??= tuningFor({ ...settings, pageType: undefined });
  }

  /** The document the engine's output lives in, created on first use. */
  output(document: Document): Document {
    this.outputDocument ??= createOutputDocument(document);
    return this.outputDocument;
  }

  /** The budget as a value the long walks check (cleaning, text serialization). */
  deadline: Deadline;

  /** The budget, or past it a short grace from now: the work in hand is finished in part rather than dropped. */
  graceDeadline(): Deadline {
    return this.deadline.passed() ? new Deadline(performance.now() + GRACE_MS) : this.deadline;
  }

  withinBudget(): boolean {
    return !this.deadline.passed();
  }

  budgetWarning(): string {
    return `Page too large: extraction stopped after ${Math.round(performance.now() - this.started)} ms (budget ${this.options.timeBudgetMs} ms); the result may be incomplete.`;
  }

  /**
   * The page's elements are counted by `querySelectorAll('*')`, whose list the classify scan then reads: one pass
   * over the page, not two (a `measureTree` walk for the count was 12 ms of the 1 MB page's first call in Chromium).
   * The depth, which only a copy of the page needs, is measured when asked.
   */
  checkSize(document: Document): string | undefined {
    this.page = document;
    this.pageElements = dom.querySelectorAll(document, '*');
    const count = this.pageElements.length;
    this.elements = count;
    if (count > this.options.maxElements) {
      return `Page too large: ${count} elements, more than the limit of ${this.options.maxElements}; nothing was extracted.`;
    }
    return undefined;
  }

  /** Depth of the page's tree (that of the page checked by `checkSize`, not of a copy), measured once. */
  depth(): number {
    this.treeDepth ??= this.page ? measureTree(this.page).depth : 0;
    return this.treeDepth;
  }

  record(candidate: Candidate | null, relaxation?: string): Candidate {
    if (candidate) {
      const attempt: Attempt = { stage: candidate.stage, chars: candidate.chars, score: round(candidate.weight) };
      if (relaxation && relaxation !== candidate.stage) attempt.relaxation = relaxation;
      this.attempts.push(attempt);
    }
    return candidate as Candidate;
  }

  /**
   * A site profile's rules on the chosen content's copy: its drop selectors when a fallback stage (which did not
   * clean with them) produced it, and its drop lines as whole blocks (site-profile/lines.ts).
   */
  private applySiteOutput(content: Element, stage: Stage): void {
    if (stage !== 'rules' && stage !== 'escalated') dropInCopy(content, this.site!.drop, this.removed);
    dropLineBlocks(content, this.site!.dropLines, this.removed);
  }

  /** The result of a failed extraction, with the diagnostics gathered so far. */
  failure(error: unknown): Extraction {
    this.timings.total = round(performance.now() - this.started);
    return { ...failedExtraction(error, this.options), scope: this.scope, timings: this.timings, removed: this.removed, decisions: this.decisions, attempts: this.attempts };
  }

  finish(document: Document, best: Candidate | null, warning: string | undefined, pageChars = 0): Extraction {
    const content = best?.content ?? null;
    if (content && this.site) this.applySiteOutput(content, best!.stage);
    // Past the budget, the text of what was found still gets a short grace, so the user sees its beginning.
    const overBudget = this.deadline.passed();
    // A second copy of a section (a responsive variant the page's CSS hides) goes (output/repeated-runs.ts).
    if (content && !overBudget && this.scope !== 'page' && this.tuning().rules.has('drop-repeated-runs')) {
      this.time('repeats', () => dropRepeatedRuns(content, this.removed));
    }
    const deadline = this.graceDeadline();
    const out = this.time('output', () => render(document, content, this.options, {
      semantic: this.semantic, pageChars, deadline, overBudget, scan: this.scan, pageType: this.pageType,
      detectLanguage: this.stages.detectLanguage, budgetWarning: warning ? undefined : () => this.budgetWarning(),
      text: { cardCaptions: this.tuning().rules.has('read-captions-as-cards') }, declaredOnly: !this.tuning().rules.has('read-text-metadata'),
    }));
    // The page scope's text is line-oriented: a block, a table cell, a line of a <br>-broken block per line.
    if (this.scope === 'page' && content) out.text = stripControls(pageText(content));
    const site = this.site;
    if (site) {
      out.text = dropLinesOfText(out.text, site.dropLines, this.removed);
      out.markdown = dropLinesOfMarkdown(out.markdown, site);
    }
    const stage: Stage = content && out.text ? best!.stage : 'none';
    // The HTML last, and the quality read from it: now, or with `deferHtml` when the caller asks (htmlLater).
    const finishHtml = (): Pick<Extraction, 'html' | 'quality'> => {
      const started = performance.now();
      const { html, signals } = out.finishHtml();
      const quality = assessQuality(signals, { stage, attempts: this.attempts, language: out.metadata.language, pageType: out.metadata.pageType });
      this.timings.output = round(this.timings.output + performance.now() - started);
      return { html: stage === 'none' ? '' : html, quality };
    };
    const deferred = this.options.deferHtml;
    const now = deferred ? { html: '', quality: assessQuality(EMPTY_SIGNALS, { stage: 'none', attempts: [] }) } : finishHtml();
    this.timings.total = round(performance.now() - this.started);
    const extraction: Extraction = {
      // Over budget only the text is rendered: the content was not finished (URLs), so it is not returned.
      content: stage === 'none' || overBudget ? null : content, html: now.html, text: out.text, markdown: out.markdown,
      metadata: out.metadata, stage, mode: this.options.mode, quality: now.quality, timings: this.timings,
      removed: this.removed, decisions: this.decisions, attempts: this.attempts, scope: this.scope,
    };
    if (this.site) extraction.siteProfiles = this.site.sites;
    const unmatched = unmatchedKeep(document, this.site);
    if (unmatched.length > 0) extraction.unmatchedKeep = unmatched;
    if (this.profile) extraction.profile = this.profile;
    // A page cut short (too large, over budget) is not judged: its result is not what the page holds.
    const lowValue = warning ? undefined : assessLowValue(document, extraction);
    if (lowValue) extraction.lowValue = lowValue;
    // The Markdown's own warning (content too deep) comes last, as it does when the Markdown is made now (output/).
    const flattened = content && this.flat.flattened ? FLATTENED_WARNING : undefined;
    const warningWith = (markdownWarning?: string) => [warning, out.warning, flattened, markdownWarning].filter(Boolean).join(' ')
      || (stage === 'none' ? 'No main content found on this page.' : undefined);
    const finalWarning = warningWith();
    if (finalWarning) extraction.warning = finalWarning;
    if (deferred) {
      let made: LaterHtml | undefined;
      extraction.htmlLater = () => {
        if (!made) {
          const output = this.timings.output;
          made = { ...finishHtml(), timings: this.timings };
          this.timings.total = round(this.timings.total + this.timings.output - output);
        }
        return made;
      };
    }
    const later = out.markdownLater;
    if (later) {
      extraction.markdownLater = () => {
        const made = later();
        const markdown = site ? dropLinesOfMarkdown(made.markdown, site) : made.markdown;
        const whole = warningWith(made.warning);
        return whole ? { markdown, warning: whole } : { markdown };
      };
    }
    return extraction;
  }
}

/** What a result read from a page nested past the copy's depth says (dom/clone.ts, COPY_MAX_DEPTH). */
const FLATTENED_WARNING = `The page nests more than ${COPY_MAX_DEPTH} levels deep; past that its elements are read side by side.`;

/**
 * An error result: stage "none", nothing extracted, the error as a sentence in `warning`; built without touching the
 * page, so it cannot fail again. Also used by the in-page bundle (entrypoints/extractor.ts) for an OptionsError.
 */
export function failedExtraction(error: unknown, options: { mode?: Mode; url?: string } = {}): Extraction {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    content: null, html: '', text: '', markdown: '', metadata: basicMetadata('', options.url), stage: 'none',
    mode: options.mode ?? DEFAULT_OPTIONS.mode, scope: 'article', quality: assessQuality(EMPTY_SIGNALS, { stage: 'none', attempts: [] }), timings: {}, removed: [], decisions: [], attempts: [],
    warning: `Extraction failed on this page (${reason}); nothing was extracted.`,
  };
}

/** The Markdown without the lines a drop-line pattern takes; the front matter is the page's metadata, not output lines. */
function dropLinesOfMarkdown(markdown: string, site: SiteRules): string {
  const front = /^---\n[\s\S]*?\n---\n/.exec(markdown)?.[0] ?? '';
  return front + dropLinesOfText(markdown.slice(front.length), site.dropLines);
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
