/**
 * Stage 1, cleaning: works on the engine's clone of the page. Decides in one document-order pass what goes
 * (tables in ./tables.ts, hidden content in ./hidden.ts), then removes and unwraps. Every removal is recorded.
 */
import type { Removal } from '../types';
import type { Tuning } from '../rules/thresholds';
import { describe, elementsUnder, walkElements } from '../dom/walk';
import { hasLayout, hiddenByLayout, hiddenByMarkup } from './hidden';
import {
  COMMENT_PATTERN, REMOVE_PATTERNS, REMOVE_ROLES, REMOVE_TAGS, ROLE_MAX_CHARS, UNWRAP_TAGS, type PatternRule,
} from './tables';

export interface CleanInput {
  original: Document;
  clone: Document;
  tuning: Tuning;
  includeComments: boolean;
  removed: Removal[];
}

const TAG_RULES = new Map(REMOVE_TAGS.flatMap((rule) => rule.tags.map((tag) => [tag, rule] as const)));

/** Cleans `clone` in place and returns its content root (body, or the root element of a body-less page). */
export function clean(input: CleanInput): Element | null {
  const root = input.clone.body ?? input.clone.documentElement;
  if (!root) return null;
  // Both documents list their elements in the same order (the clone is untouched so far): index i maps.
  const layoutHidden = input.tuning.removeHidden && hasLayout(input.original)
    ? mapToClone(hiddenByLayout(elementsUnder(input.original)), elementsUnder(input.clone))
    : new Map<Element, string>();

  const doomed: Array<{ el: Element; removal: Removal }> = [];
  const unwrap: Element[] = [];
  walkElements(root, (el) => {
    const verdict = judge(el, input, layoutHidden.get(el));
    if (verdict) {
      doomed.push({ el, removal: { step: 'clean', selector: describe(el), reason: verdict, chars: textLength(el) } });
      return false;
    }
    if (UNWRAP_TAGS.has(el.tagName)) unwrap.push(el);
    return true;
  });
  for (const { el, removal } of doomed) {
    el.remove();
    input.removed.push(removal);
  }
  for (const el of unwrap) {
    if (el.parentNode) el.replaceWith(...Array.from(el.childNodes));
  }
  return root;
}

function judge(el: Element, input: CleanInput, layoutReason: string | undefined): string | null {
  const { tuning } = input;
  const tagRule = TAG_RULES.get(el.tagName);
  if (tagRule && (tagRule.maxChars === undefined || (tuning.removeRegions && textLength(el) < tagRule.maxChars))) {
    return tagRule.reason;
  }
  if (tuning.removeHidden) {
    const hidden = layoutReason ?? hiddenByMarkup(el);
    if (hidden) return hidden;
  }
  const role = el.getAttribute('role');
  if (role && tuning.removeRegions && REMOVE_ROLES[role] && textLength(el) < ROLE_MAX_CHARS) return REMOVE_ROLES[role];
  const tokens = classTokens(el);
  if (tokens.length === 0) return null;
  if (!input.includeComments && matches(el, tokens, COMMENT_PATTERN)) return COMMENT_PATTERN.reason;
  if (tuning.removeWidgets) {
    for (const rule of REMOVE_PATTERNS) if (matches(el, tokens, rule)) return rule.reason;
  }
  return null;
}

function matches(el: Element, tokens: string[], rule: PatternRule): boolean {
  return tokens.some((t) => rule.token.test(t)) && textLength(el) < rule.maxChars;
}

function classTokens(el: Element): string[] {
  const cls = el.getAttribute('class');
  const id = el.getAttribute('id');
  if (!cls && !id) return [];
  const tokens = cls ? cls.toLowerCase().split(/\s+/).filter(Boolean) : [];
  if (id) tokens.push(id.toLowerCase());
  return tokens;
}

function textLength(el: Element): number {
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim().length;
}

function mapToClone(hidden: Map<number, string>, cloneEls: Element[]): Map<Element, string> {
  const out = new Map<Element, string>();
  for (const [index, reason] of hidden) if (cloneEls[index]) out.set(cloneEls[index], reason);
  return out;
}
