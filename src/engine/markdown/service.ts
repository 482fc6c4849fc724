/**
 * The configured Turndown service. Built once per process (its rules and their index are the same for every
 * conversion; building it was ~2% of the Markdown step): the conversion's state travels in Turndown's options,
 * set for one synchronous conversion by `convert` and cleared after it, so no page's DOM outlives its call.
 */
import TurndownService from 'turndown';
import { strikethrough, taskListItems } from '@joplin/turndown-plugin-gfm';
import type { MarkdownState, PithTurndownOptions } from './state';
import { CONSTRUCTS } from './constructs';
import { escapeText } from './escape';
import { indexRules } from './rule-index';
import { convertTree } from './walk';

/**
 * Turndown settings: `*` emphasis (works inside words, unlike `_`), `---` rules. Headings, bullets, code blocks, links
 * and images are written by Pith's own rules (rules/*.ts), in the style the conversion's state carries (style.ts):
 * Turndown's rules for them, which these settings would steer, never match before Pith's.
 */
const TURNDOWN_OPTIONS: TurndownService.Options = {
  headingStyle: 'atx',
  hr: '---',
  bulletListMarker: '-',
  codeBlockStyle: 'fenced',
  fence: '```',
  emDelimiter: '*',
  strongDelimiter: '**',
  linkStyle: 'inlined',
};

/** Elements whose content is never text of the page (what cleaning may have left). */
const DROPPED: TurndownService.Filter = [
  'script', 'style', 'template', 'noscript', 'button', 'select', 'textarea', 'input', 'svg', 'canvas', 'iframe', 'object', 'embed', 'audio', 'video', 'source', 'track', 'map',
] as TurndownService.TagName[];

/**
 * The GFM plugin brings strikethrough and task-list items. Its table and highlighted-code rules are not used:
 * Pith's own (rules/table.ts, rules/code.ts) detect headers and languages the plugin misses, and the plugin's
 * table code keeps the service's options in module-level variables.
 */
function createService(): TurndownService {
  const service = new TurndownService({ ...TURNDOWN_OPTIONS });
  service.use([strikethrough, taskListItems]);
  service.remove(DROPPED);
  const rules = CONSTRUCTS.flatMap((construct) => construct.rules);
  // addRule puts a rule before all earlier ones: add in reverse so the list order is the precedence.
  for (const rule of [...rules].reverse()) service.addRule(rule.key, rule as unknown as TurndownService.Rule);
  service.escape = escapeText;
  indexRules(service);
  return service;
}

let shared: TurndownService | undefined;

/** Converts `root` (a private clone, changed in place: see toMarkdown) with `state` in the options. */
export function convert(root: Element, state: MarkdownState): string {
  shared ??= createService();
  // Turndown's options object is the one its rules receive (the service and its Rules share it).
  const options = shared.options as PithTurndownOptions;
  options.pith = state;
  try {
    return convertTree(shared, root as unknown as HTMLElement);
  } finally {
    delete (options as Partial<PithTurndownOptions>).pith;
  }
}
