/**
 * Low-value pages: a page whose result is not what a reader came for. Each rule is a mechanism first
 * (a password field, a captcha widget, a declared paywall, an app's empty mount point) or words of the page's
 * language (./words.ts), and every rule needs a short result too: a real article that merely has a login link or
 * a cookie banner keeps its text and is never flagged. Rules are tried in order; the first that holds is the
 * reason. Read-only over the page; the result is data (`Extraction.lowValue`), the caller decides what to do.
 */
import type { Extraction, LowValue, LowValueReason } from '../types';
import * as dom from '../dom/read';
import { wordsFor, type LowValueWords } from './words';
import { TEXT_SAMPLE_CHARS } from '../shared/facts';

/** A result this short (in words) is a teaser or a wall, not an article: the gate of every worded rule. */
export const SHORT_WORDS = 150;
/**
 * Fewer words than this is too little text whatever the page is: a sentence or two. A four-item checklist (17
 * words: baseline--list-items-rescued) is still content.
 */
export const TOO_FEW_WORDS = 15;
/** A human check's or a sign-in page says a line or two around its widget or form. */
const WALL_WORDS = 40;
/** An app shell renders at most this many words without its scripts. */
const SHELL_WORDS = 10;
/** Characters of the page's text read for consent and paywall words (walls put them first or in a fixed box). */
const PAGE_TEXT_CHARS = 20_000;

/** Widgets of human checks: reCAPTCHA, hCaptcha, Turnstile, Cloudflare's challenge, PerimeterX, DataDome. */
const CAPTCHA_SELECTOR = '.g-recaptcha, .h-captcha, .cf-turnstile, [data-sitekey], #challenge-form, #cf-challenge-running, #challenge-stage, #px-captcha, iframe[src*="recaptcha"], iframe[src*="hcaptcha"], iframe[src*="captcha-delivery"]';
const PASSWORD_SELECTOR = 'input[type="password" i]';
/** Where single-page apps mount (React, Vue, Next, Nuxt, Angular, Svelte, Gatsby, Ember). */
const MOUNT_SELECTOR = '#root, #app, #__next, #__nuxt, #___gatsby, app-root, #svelte, #ember-app, [data-reactroot]';
/** A paywall the page declares (Google's structured data for subscription content) or marks by name. */
const PAYWALL_DECLARED = /"isAccessibleForFree"\s*:\s*"?false/i;
const PAYWALL_SELECTOR = '[class*="paywall" i], [id*="paywall" i], .tp-modal, .piano-offer, [class*="subscriber-only" i], [class*="premium-wall" i]';
const CONSENT_SELECTOR = '#onetrust-banner-sdk, #CybotCookiebotDialog, .fc-consent-root, #sp_message_container, [id*="consent" i], [class*="consent" i], [id*="cookie" i], [class*="cookie" i]';
/** An error status in the title or heading: "404", "Error 500", "410 Gone". */
const STATUS = /(^|\D)(400|401|403|404|410|500|502|503)(\D|$)/;

interface Signals {
  document: Document;
  words: number;
  /** The title and the first heading, lower-case. */
  heading: string;
  /** The result's text, lower-case. */
  text: string;
  rows: LowValueWords[];
}

type Rule = (s: Signals) => string | undefined;

/**
 * In order: the most specific reason first. Each returns its evidence when it holds, and none holds from SHORT_WORDS
 * words on (`openingHoldsShortWords` skips them all then).
 */
const RULES: ReadonlyArray<[LowValueReason, Rule]> = [
  ['captcha', (s) => {
    if (s.words >= SHORT_WORDS) return undefined;
    // A widget alone is not a wall: a short article's comment or contact form carries reCAPTCHA too (scrapinghub
    // f6ac15a4, 102 words): the wall leaves a line or two.
    const widget = s.words < WALL_WORDS && dom.querySelector(s.document, CAPTCHA_SELECTOR);
    if (widget) return `a human check (${describe(widget)}); ${s.words} words`;
    return phrase('captcha', s.heading, s.rows, 'in the title') ?? (s.words < TOO_FEW_WORDS ? phrase('captcha', s.text, s.rows, 'in the text') : undefined);
  }],
  ['error', (s) => {
    if (s.words >= SHORT_WORDS) return undefined;
    const status = STATUS.exec(s.heading);
    if (status) return `status ${status[2]} in the title; ${s.words} words`;
    return phrase('error', s.heading, s.rows, 'in the title');
  }],
  ['login', (s) => {
    if (s.words >= SHORT_WORDS) return undefined;
    // As for captchas: a site-wide sign-in box in the header sits beside short articles too.
    if (s.words < WALL_WORDS && dom.querySelector(s.document, PASSWORD_SELECTOR)) return `a password field; ${s.words} words`;
    return phrase('login', s.heading, s.rows, 'in the title') ?? phrase('login', s.text, s.rows, 'in the text');
  }],
  ['paywall', (s) => {
    if (s.words >= SHORT_WORDS) return undefined;
    if (PAYWALL_DECLARED.test(jsonLd(s.document))) return `declared "isAccessibleForFree": false; ${s.words} words`;
    const inText = phrase('paywall', s.text, s.rows, 'in the text');
    if (inText) return `${inText}; ${s.words} words`;
    // A paywall's box by name is not enough (a free breaking-news item carries an empty "paywall-header-wrap":
    //): its offer must be on the page too.
    const marked = dom.querySelector(s.document, PAYWALL_SELECTOR);
    const offer = marked && phrase('paywall', pageText(s.document), s.rows, 'on the page');
    return offer ? `a paywall (${describe(marked)}), ${offer}; ${s.words} words` : undefined;
  }],
  ['consent', (s) => {
    if (s.words >= SHORT_WORDS) return undefined;
    const found = phrase('consent', s.text, s.rows, 'in the text');
    if (found) return found;
    // The wall itself was cleaned away as a cookie banner: its words on a page that has nothing else.
    return s.words < TOO_FEW_WORDS && dom.querySelector(s.document, CONSENT_SELECTOR) ? phrase('consent', pageText(s.document), s.rows, 'on the page') : undefined;
  }],
  ['empty-app', (s) => {
    if (s.words >= SHELL_WORDS) return undefined;
    const mount = dom.querySelector(s.document, MOUNT_SELECTOR);
    const scripts = dom.querySelectorAll(s.document, 'script[src], script[type="module"]').length;
    if (mount && scripts > 0) return `an empty app mount point (${describe(mount)}) and ${scripts} script${scripts === 1 ? "" : "s"}; ${s.words} words`;
    return undefined;
  }],
  ['too-little-text', (s) => (s.words < TOO_FEW_WORDS ? `${s.words} words of text` : undefined)],
];

export function assessLowValue(document: Document, extraction: Extraction): LowValue | undefined {
  try {
    if (openingHoldsShortWords(extraction.text)) return undefined;
    const h1 = dom.querySelector(document, 'h1');
    const signals: Signals = {
      document, words: countWords(extraction.text),
      heading: `${extraction.metadata.title}\n${dom.title(document) ?? ''}\n${h1 ? dom.textContent(h1) ?? '' : ''}`.toLowerCase(),
      text: extraction.text.slice(0, PAGE_TEXT_CHARS).toLowerCase(),
      rows: wordsFor(extraction.metadata.language),
    };
    for (const [reason, rule] of RULES) {
      const evidence = rule(signals);
      if (evidence) return { reason, evidence };
    }
    return undefined;
  } catch {
    // A page that breaks a read here has been read by the cascade already; no verdict is better than a failure.
    return undefined;
  }
}


/**
 * Whether the text's opening alone holds SHORT_WORDS words, the gate every rule closes at: then no rule holds, and
 * the whole text's words are not counted (its match array was 2% of a warm call in a Chromium profile of 30
 * scrapinghub pages). The opening ends at a space, which no word spans, so its words are the text's first
 * ones and its count is at most the text's.
 */
function openingHoldsShortWords(text: string): boolean {
  if (text.length <= TEXT_SAMPLE_CHARS) return false;
  const end = text.lastIndexOf(' ', TEXT_SAMPLE_CHARS);
  return end > 0 && countWords(text.slice(0, end)) >= SHORT_WORDS;
}

/** Words, counting a CJK/kana/Thai character (scripts written without spaces) as half a word. */
export function countWords(text: string): number {
  const spaced = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const unspaced = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/gu)?.length ?? 0;
  // A run of unspaced characters also matched as one "word" above; count it by its characters instead. Without
  // such characters there is no such run, and the test per word (most of this count's time on every page) is skipped.
  const runs = unspaced === 0 ? 0 : spaced.filter((w) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u.test(w)).length;
  return spaced.length - runs + Math.round(unspaced / 2);
}

function phrase(kind: keyof LowValueWords, haystack: string, rows: LowValueWords[], where: string): string | undefined {
  for (const row of rows) {
    const hit = row[kind].find((p) => haystack.includes(p));
    if (hit) return `"${hit}" ${where}`;
  }
  return undefined;
}

function jsonLd(document: Document): string {
  let out = '';
  for (const script of dom.querySelectorAll(document, 'script[type="application/ld+json"]')) out += dom.textContent(script) ?? '';
  return out;
}

function pageText(document: Document): string {
  const body = dom.body(document);
  return body ? (dom.textContent(body) ?? '').slice(0, PAGE_TEXT_CHARS).toLowerCase() : '';
}

function describe(el: Element): string {
  const id = dom.getAttribute(el, 'id');
  const cls = (dom.getAttribute(el, 'class') ?? '').trim().split(/\s+/)[0];
  return `${dom.tagName(el).toLowerCase()}${id ? `#${id}` : cls ? `.${cls}` : ''}`;
}
