/**
 * The configured Turndown service for one conversion. Built per call: the state travels in Turndown's options,
 * and building is a few object copies (no parsing), so no configured instance is cached at module level.
 */
import TurndownService from 'turndown';
import { strikethrough, taskListItems } from '@joplin/turndown-plugin-gfm';
import type { MarkdownState, PithTurndownOptions } from './state';
import { CONSTRUCTS } from './constructs';
import { escapeText } from './escape';

/** Turndown settings: ATX headings, fenced code, `-` bullets, `*` emphasis (works inside words, unlike `_`). */
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
export function createService(state: MarkdownState): TurndownService {
  const options: PithTurndownOptions = { ...TURNDOWN_OPTIONS, pith: state };
  const service = new TurndownService(options);
  service.use([strikethrough, taskListItems]);
  service.remove(DROPPED);
  const rules = CONSTRUCTS.flatMap((construct) => construct.rules);
  // addRule puts a rule before all earlier ones: add in reverse so the list order is the precedence.
  for (const rule of [...rules].reverse()) service.addRule(rule.key, rule as unknown as TurndownService.Rule);
  service.escape = escapeText;
  return service;
}
