/**
 * The rule registry (registry/index.ts): every heuristic is a record with an id; the `disabledRules` option switches
 * rules off in every stage; removals and selection decisions name the rule that made them.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../../src/engine';
import { OptionsError } from '../../src/engine/options';
import { RULES, RULE_IDS, resolveRules } from '../../src/engine/registry';
import { RELAXATIONS } from '../../src/engine/escalation';
import { DOMS, fixture, parse } from './helpers';

const run = (name: string, dom: (typeof DOMS)[number], options = {}) => extract(parse(fixture(name), dom), { markdown: false, ...options });

describe('the registry', () => {
  it('gives every rule a unique kebab-case id, a stage and a reason', () => {
    expect(new Set(RULE_IDS).size).toBe(RULE_IDS.length);
    for (const rule of RULES) {
      expect(rule.id).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(rule.reason.length, rule.id).toBeGreaterThan(20);
    }
  });

  it('names only registered rules where one rule refers to others (exemptions, relaxations)', () => {
    const known = new Set(RULE_IDS);
    const spared = RULES.flatMap((rule) => ('spares' in (rule.apply as object) ? (rule.apply as { spares: string[] }).spares : []));
    const relaxed = RELAXATIONS.flatMap((r) => [...(r.enables ?? []), ...(r.disables ?? [])]);
    expect([...spared, ...relaxed].filter((id) => !known.has(id))).toEqual([]);
  });

  it('resolves rules by mode, page type and scope', () => {
    expect(resolveRules({ mode: 'precision', includeComments: false }).has('trim-short-edges')).toBe(true);
    expect(resolveRules({ mode: 'precision', includeComments: false, scope: 'full' }).has('trim-short-edges')).toBe(false);
    expect(resolveRules({ mode: 'standard', includeComments: false }).has('trim-short-edges')).toBe(false);
    expect(resolveRules({ mode: 'standard', includeComments: false, pageType: 'product' }).has('prune-repeats')).toBe(true);
    expect(resolveRules({ mode: 'standard', includeComments: false, pageType: 'product' }).has('prune-self-repeats')).toBe(false);
    expect(resolveRules({ mode: 'standard', includeComments: false }).has('prune-self-repeats')).toBe(true);
    expect(resolveRules({ mode: 'standard', includeComments: true }).has('drop-comment-sections')).toBe(false);
  });
});

describe('the disabledRules option', () => {
  it('is an OptionsError when it names no registered rule', () => {
    expect(() => extract(parse('<p>x</p>'), { disabledRules: ['drop-hiden'] })).toThrow(OptionsError);
    expect(() => extract(parse('<p>x</p>'), { disabledRules: ['drop-hiden'] })).toThrow(/"drop-hiden"/);
    expect(() => extract(parse('<p>x</p>'), { disabledRules: 'drop-hidden' as unknown as string[] })).toThrow(/list of rule ids/);
  });

  it('stays off when a relaxation would switch the rule on', () => {
    expect(resolveRules({ mode: 'standard', includeComments: false, disabledRules: ['keep-lists'] }).with(['keep-lists']).has('keep-lists')).toBe(false);
  });
});

describe.each(DOMS)('a disabled rule does not run, in each stage (%s)', (dom) => {
  it('cleaning: with drop-hidden off, the hidden note is read', () => {
    const on = run('registry--hidden-note-in-story', dom);
    expect(on.text).not.toContain('HIDDEN-MARKER');
    expect(on.removed.find((r) => r.reason.includes('display'))?.rule).toBe('drop-hidden');
    const off = run('registry--hidden-note-in-story', dom, { disabledRules: ['drop-hidden'] });
    expect(off.text).toContain('HIDDEN-MARKER');
    expect(off.removed.some((r) => r.rule === 'drop-hidden')).toBe(false);
  });

  it('selection: with climb-needs-prose off, the climb takes the staff directory', () => {
    expect(run('rules--climb-adds-directory', dom).text).not.toContain('Greta Lunde');
    expect(run('rules--climb-adds-directory', dom, { disabledRules: ['climb-needs-prose'] }).text).toContain('Greta Lunde');
  });

  it('pruning: with prune-link-dense off, the list of links stays', () => {
    expect(run('rules--prunes-link-dense-block', dom).text).not.toContain('LINKS-MARKER');
    expect(run('rules--prunes-link-dense-block', dom, { disabledRules: ['prune-link-dense', 'prune-link-rows'] }).text).toContain('LINKS-MARKER');
  });

  it('rescues: with baseline-rescue off, a page of short items is not rescued by the baseline', () => {
    expect(run('baseline--list-items-rescued', dom, { mode: 'fast' }).stage).toBe('baseline');
    expect(run('baseline--list-items-rescued', dom, { mode: 'fast', disabledRules: ['baseline-rescue'] }).stage).not.toBe('baseline');
  });
});

describe.each(DOMS)('traceability (%s)', (dom) => {
  it('every removal names a registered rule (or a site profile)', () => {
    for (const name of ['registry--hidden-note-in-story', 'rules--prunes-link-dense-block', 'chrome--news-article', 'chrome--xenforo-thread']) {
      const { removed } = run(name, dom);
      expect(removed.length, name).toBeGreaterThan(0);
      for (const r of removed) expect(RULE_IDS, `${name}: ${r.reason}`).toContain(r.rule);
    }
  });

  it('records the selection move that kept the staff directory out, with its text and length', () => {
    const { decisions } = run('rules--climb-adds-directory', dom);
    const decision = decisions.find((d) => d.rule === 'climb-needs-prose');
    expect(decision?.text).toMatch(/Our teachers|Greta Lunde/);
    expect(decision?.chars).toBeGreaterThan(decision!.text.length);
    expect(run('rules--climb-adds-directory', dom, { disabledRules: ['climb-needs-prose'] }).decisions).toEqual([]);
  });
});
