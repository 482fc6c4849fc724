// @vitest-environment jsdom
/**
 * Which scripts the background injects after extractor.js (src/extension/in-page/needs.ts, stages.ts): language
 * detection only where `<html lang>` names no language, and never twice in a page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { injectionNeeds } from '../../src/extension/in-page/needs';
import { needsLanguage, registerStage, STAGE_SCRIPTS, stageRegistry } from '../../src/extension/in-page/stages';

afterEach(() => {
  delete stageRegistry().detectLanguage;
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('xml:lang');
});

describe('language detection is injected only where the page does not say', () => {
  it('a page with a language in <html lang> (or xml:lang) needs no detector', () => {
    document.documentElement.setAttribute('lang', 'de-AT');
    expect(needsLanguage(document)).toBe(false);
    document.documentElement.removeAttribute('lang');
    document.documentElement.setAttribute('xml:lang', 'fr');
    expect(needsLanguage(document)).toBe(false);
  });

  it('a page without one, or with a tag that names none ("und", "xx"), needs it', () => {
    expect(needsLanguage(document)).toBe(true);
    expect(injectionNeeds(document).scripts).toEqual([STAGE_SCRIPTS.detectLanguage]);
    document.documentElement.setAttribute('lang', 'und');
    expect(needsLanguage(document)).toBe(true);
    document.documentElement.setAttribute('lang', 'xx');
    expect(needsLanguage(document)).toBe(true);
  });

  it('once the detector is registered in the page, it is not injected again', () => {
    registerStage('detectLanguage', () => 'en');
    expect(needsLanguage(document)).toBe(false);
    expect(injectionNeeds(document).scripts).toEqual([]);
  });
});
