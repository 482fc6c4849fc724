/**
 * The extraction cascade. `extract()` is its table of contents: each numbered stage is one call into its
 * own module. The caller's document is only read (removals are recorded in a set, scores in WeakMaps);
 * the chosen content is copied into a document the engine creates.
 */
import { DEFAULT_OPTIONS, resolveOptions, type Options } from './options';
import type { Attempt, Extraction, Mode, QualitySignals, Removal, Stage } from './types';
import { assessQuality } from './quality';
import { clean } from './clean';
import { extractByRules } from './rules';
import { tuningFor, type Tuning } from './rules/thresholds';
import { readabilityCandidate } from './fallback/readability';
import { justextCandidate } from './fallback/justext';
import { measure, pickBest, sized, type Candidate } from './fallback/compare';
import { withNoscriptMarkup } from './clean/noscript';
import { baselineCandidate } from './baseline';
import { ESCALATION_GAIN, RELAXATIONS, isShort } from './escalation';
import { basicMetadata, render } from './output';
import { measureTree } from './dom/walk';
import { copyContent, createOutputDocument } from './dom/clone';
import { Deadline } from './dom/deadline';
import { loadBlockModel, type LoadedModel } from './rules/block-model';
import shippedModel from './rules/block-model.json';

/**
 * Invalid options are the caller's mistake and throw an `OptionsError`; anything that fails while reading the page
 * (a hostile or broken DOM, a stack overflow on absurd nesting) becomes an error result with stage "none" and a
 * `warning`, because this runs inside the user's page and must never throw into it (issue 5, budgets).
 */
export function extract(document: Document, input: Partial<Options> = {}): Extraction {
  const options = resolveOptions(input);
  const run = new Run(options);
  try {
    return cascade(document, run);
  } catch (error) {
    return run.failure(error);
  }
}

function cascade(document: Document, run: Run): Extraction {
  const options = run.options;
  const tooLarge = run.checkSize(document);
  if (tooLarge) return run.finish(document, null, tooLarge);
  if (!document.documentElement) return run.finish(document, null, undefined);
  // 0. A <noscript> that holds the page's content as text (a browser with scripting on) is read as markup, in a
  // copy of the page (clean/noscript.ts); other pages are read as they are.
  document = withNoscriptMarkup(document, run.depth);

  // 1 + 2. Cleaning and rule-based extraction, read-only; the chosen content is copied out.
  const first = run.time('rules', () => cleanAndExtract(document, run.tuning(), run));
  let best = first.candidate;
  run.record(best, 'rules');
  const min = options.minExtractedChars;

  // 3. Fallback cascade: Readability and jusText, the best of them and the rules' result.
  if ((best?.chars ?? 0) < min && options.mode !== 'fast' && run.withinBudget()) {
    best = run.time('fallback', () => fallback(document, best, run));
  }
  // 4. Baseline rescue from the original tree.
  if ((best?.chars ?? 0) < min && options.mode !== 'precision' && run.withinBudget()) {
    best = run.time('baseline', () => rescue(document, best, run));
  }
  // 5. Recall escalation: stages 1-2 again with each relaxation in turn.
  if (options.mode === 'standard' && isShort(best?.chars ?? 0, first.pageChars) && run.withinBudget()) {
    best = run.time('escalation', () => escalate(document, best, first.pageChars, run));
  }
  run.semantic = best?.stage === 'rules' || best?.stage === 'escalated' ? first.semantic || run.semantic : false;
  return run.finish(document, best, run.withinBudget() ? undefined : run.budgetWarning(), first.pageChars);
}

/** Milliseconds the output may take after the budget has run out (well inside test/budget's 1,000 ms slack). */
const OUTPUT_GRACE_MS = 200;

const EMPTY_SIGNALS: QualitySignals = {
  length: 0, textToMarkup: 0, semanticContainer: false, headings: 0, substantialParagraphs: 0, pageShare: 0,
};

interface RulesPass { candidate: Candidate | null; pageChars: number; semantic: boolean }

/** Stages 1 and 2 read the page; only the chosen content is copied out. A retry records into `removed`. */
function cleanAndExtract(document: Document, tuning: Tuning, run: Run, stage: Stage = 'rules', removed = run.removed): RulesPass {
  const cleaned = clean({ document, tuning, removed, deadline: run.deadline });
  if (!cleaned) return { candidate: null, pageChars: 0, semantic: false };
  const { root, dropped, pageChars } = cleaned;
  const scorer = tuning.blockScoreFloor > 0 ? { document, model: run.blockModel(), layout: tuning.readComputedStyle } : undefined;
  const result = extractByRules(root, dropped, tuning, document.title ?? '', removed, run.deadline, scorer);
  const deadline = run.graceDeadline();
  const content = result.elements ? copyContent(result.elements, run.output(document), dropped, deadline) : null;
  // Fast compares no candidates (no fallback, no escalation: only the baseline's length check), so its copy is
  // sized by its text, not weighed by a second stats walk (7% of fast's browser time on wcxb-dev).
  const candidate = !content ? null : run.options.mode === 'fast' ? sized(stage, content) : measure(stage, content, deadline);
  return { candidate, pageChars, semantic: result.semantic };
}

function fallback(document: Document, rules: Candidate | null, run: Run): Candidate | null {
  const into = run.output(document);
  const candidates: Candidate[] = rules ? [rules] : [];
  const readability = readabilityCandidate(document, into, run.depth);
  if (readability) candidates.push(run.record(measure('readability', readability)));
  const lang = document.documentElement?.getAttribute('lang') ?? null;
  const justext = justextCandidate(document, into, lang);
  if (justext) candidates.push(run.record(measure('justext', justext)));
  return pickBest(candidates);
}

function rescue(document: Document, best: Candidate | null, run: Run): Candidate | null {
  const baseline = baselineCandidate(document, run.output(document));
  if (!baseline) return best;
  const candidate = run.record(measure('baseline', baseline));
  return candidate.chars > (best?.chars ?? 0) ? candidate : best;
}

function escalate(document: Document, best: Candidate | null, pageChars: number, run: Run): Candidate | null {
  let tuning = run.tuning();
  for (const relaxation of RELAXATIONS) {
    if (!run.withinBudget()) break;
    tuning = relaxation.relax(tuning);
    // Removals of a retry would repeat the first pass's: the retry records into a scratch list.
    const pass = cleanAndExtract(document, tuning, run, 'escalated', []);
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
  readonly started = performance.now();
  readonly removed: Removal[] = [];
  readonly attempts: Attempt[] = [];
  readonly timings: Record<string, number> = {};
  semantic = false;
  /** Depth of the page's element tree (measured once, with the size check). */
  depth = 0;
  private outputDocument: Document | null = null;
  private loadedModel: LoadedModel | null = null;

  constructor(readonly options: Readonly<Options>) {
    this.deadline = new Deadline(this.started + options.timeBudgetMs);
  }

  time<T>(stage: string, fn: () => T): T {
    const t0 = performance.now();
    try {
      return fn();
    } finally {
      this.timings[stage] = round(performance.now() - t0);
    }
  }

  /** The mode's tuning with the options that bear on it. */
  tuning(): Tuning {
    return tuningFor(this.options.mode, this.options.includeComments, this.options.blockScoreFloor);
  }

  /** The block scorer's model (the option's, else the shipped one), checked on first use. */
  blockModel(): LoadedModel {
    this.loadedModel ??= loadBlockModel(this.options.blockModel ?? shippedModel);
    return this.loadedModel;
  }

  /** The document the engine's output lives in, created on first use. */
  output(document: Document): Document {
    this.outputDocument ??= createOutputDocument(document);
    return this.outputDocument;
  }

  /** The budget as a value the long walks check (cleaning, text serialization). */
  readonly deadline: Deadline;

  /** The budget, or past it a short grace from now: the work in hand is finished in part rather than dropped. */
  graceDeadline(): Deadline {
    return this.deadline.passed() ? new Deadline(performance.now() + OUTPUT_GRACE_MS) : this.deadline;
  }

  withinBudget(): boolean {
    return !this.deadline.passed();
  }

  budgetWarning(): string {
    return `Page too large: extraction stopped after ${Math.round(performance.now() - this.started)} ms (budget ${this.options.timeBudgetMs} ms); the result may be incomplete.`;
  }

  checkSize(document: Document): string | undefined {
    const { elements: count, depth } = measureTree(document);
    this.depth = depth;
    if (count > this.options.maxElements) {
      return `Page too large: ${count} elements, more than the limit of ${this.options.maxElements}; nothing was extracted.`;
    }
    return undefined;
  }

  record(candidate: Candidate | null, relaxation?: string): Candidate {
    if (candidate) {
      const attempt: Attempt = { stage: candidate.stage, chars: candidate.chars, score: round(candidate.weight) };
      if (relaxation && relaxation !== candidate.stage) attempt.relaxation = relaxation;
      this.attempts.push(attempt);
    }
    return candidate as Candidate;
  }

  /** The result of a failed extraction, with the diagnostics gathered so far. */
  failure(error: unknown): Extraction {
    this.timings.total = round(performance.now() - this.started);
    return { ...failedExtraction(error, this.options), timings: this.timings, removed: this.removed, attempts: this.attempts };
  }

  finish(document: Document, best: Candidate | null, warning: string | undefined, pageChars = 0): Extraction {
    const content = best?.content ?? null;
    // Past the budget, the text of what was found still gets a short grace, so the user sees its beginning.
    const overBudget = this.deadline.passed();
    const deadline = this.graceDeadline();
    const out = this.time('output', () => render(document, content, this.options, {
      semantic: this.semantic, pageChars, deadline, overBudget,
      budgetWarning: warning ? undefined : () => this.budgetWarning(),
    }));
    const stage: Stage = content && out.text ? best!.stage : 'none';
    this.timings.total = round(performance.now() - this.started);
    const extraction: Extraction = {
      // Over budget only the text is rendered: the content was not finished (URLs), so it is not returned.
      content: stage === 'none' || overBudget ? null : content, html: stage === 'none' ? '' : out.html, text: out.text, markdown: out.markdown,
      metadata: out.metadata, stage, mode: this.options.mode, quality: out.quality, timings: this.timings,
      removed: this.removed, attempts: this.attempts,
    };
    const finalWarning = [warning, out.warning].filter(Boolean).join(' ')
      || (stage === 'none' ? 'No main content found on this page.' : undefined);
    if (finalWarning) extraction.warning = finalWarning;
    return extraction;
  }
}

/**
 * An error result: stage "none", nothing extracted, the error as a sentence in `warning`; built without touching the
 * page, so it cannot fail again. Also used by the in-page bundle (entrypoints/extractor.ts) for an OptionsError.
 */
export function failedExtraction(error: unknown, options: { mode?: Mode; url?: string } = {}): Extraction {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    content: null, html: '', text: '', markdown: '', metadata: basicMetadata('', options.url), stage: 'none',
    mode: options.mode ?? DEFAULT_OPTIONS.mode, quality: assessQuality(EMPTY_SIGNALS), timings: {}, removed: [], attempts: [],
    warning: `Extraction failed on this page (${reason}); nothing was extracted.`,
  };
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}
