/**
 * Rule lookup by tag name. Turndown's own lookup tries every rule's filter on every node, in order: with Pith's
 * rules, the GFM plugin's and Turndown's defaults that is ~45 filter calls for a plain `<p>`, 15% of the
 * Markdown step's CPU in Chromium (the profile). Each rule declares the tags its filter can accept
 * (Pith's `tags`; a string or array filter is its own list); a node then tries only the rules for its tag plus
 * those that declare none, still in precedence order, so the first rule that matches is the same one.
 */
import type TurndownService from 'turndown';
import { tagOf } from './dom';

type Rule = TurndownService.Rule & { tags?: readonly string[] };

/** What Turndown's Rules object holds beyond its typings: the keep and remove lists, tried after the rules. */
interface RulesInternals extends TurndownService.Rules {
  _keep: Rule[];
  _remove: Rule[];
}

/**
 * Turndown's own rules whose filter is a function, by their key in its rule set, with the one `nodeName` each
 * filter requires (turndown 7.2.5: `node.nodeName === 'PRE'`, `'A'`, `'CODE'`). Undeclared, they were tried on
 * every element, `code`'s with four DOM reads; the GFM plugin's `taskListItems` stays undeclared (it takes any
 * element whose `type` or role is checkbox).
 */
const TURNDOWN_FILTER_TAGS: Readonly<Record<string, readonly string[]>> = {
  indentedCodeBlock: ['pre'], fencedCodeBlock: ['pre'], inlineLink: ['a'], referenceLink: ['a'], code: ['code'],
};

/** The tags a rule's filter can accept, or null when any tag may match (a filter function with no declared tags). */
function tagsOf(rule: Rule, builtIn: ReadonlyMap<Rule, readonly string[]>): readonly string[] | null {
  if (rule.tags) return rule.tags;
  const known = builtIn.get(rule);
  if (known) return known;
  if (typeof rule.filter === 'string') return [rule.filter];
  if (Array.isArray(rule.filter)) return rule.filter;
  return null;
}

/** Turndown's `filterValue`, with the node's lower-case `nodeName` read once by the caller. */
function matches(rule: Rule, node: HTMLElement, name: string, options: TurndownService.Options): boolean {
  const { filter } = rule;
  if (typeof filter === 'string') return filter === name;
  if (Array.isArray(filter)) return filter.includes(name as TurndownService.TagName);
  return Boolean(filter.call(rule, node, options));
}

/** Replaces the service's `rules.forNode` with the indexed lookup; call after the last rule is added. */
export function indexRules(service: TurndownService): void {
  const rules = service.rules as RulesInternals;
  // One list in Turndown's order of trial: rules, then keep, then remove; the first match wins either way.
  const ordered: Rule[] = [...rules.array, ...rules._keep, ...rules._remove];
  // Turndown's default rule set, keyed, is the `rules` option of every service.
  const defaults = (service.options as { rules?: Record<string, Rule> }).rules ?? {};
  const builtIn = new Map<Rule, readonly string[]>();
  for (const [key, tags] of Object.entries(TURNDOWN_FILTER_TAGS)) if (defaults[key]) builtIn.set(defaults[key], tags);
  const declared = ordered.map((rule) => tagsOf(rule, builtIn));
  const byTag = new Map<string, Rule[]>();
  const candidates = (tag: string): Rule[] => {
    let list = byTag.get(tag);
    if (!list) {
      list = ordered.filter((_, i) => declared[i] === null || declared[i]!.includes(tag));
      byTag.set(tag, list);
    }
    return list;
  };
  const { options } = rules;
  rules.forNode = (node: HTMLElement) => {
    if ((node as HTMLElement & { isBlank?: boolean }).isBlank) return rules.blankRule as unknown as TurndownService.Rule;
    const name = node.nodeName.toLowerCase();
    // A node whose DOM names differ (a prefixed foreign element) tries every rule, as Turndown would.
    const list = tagOf(node) === name ? candidates(name) : ordered;
    for (const rule of list) if (matches(rule, node, name, options)) return rule;
    return rules.defaultRule as unknown as TurndownService.Rule;
  };
}
