// Intent: `--ablate-rules` takes registered rule ids, `all` stands for every one of them, and an unknown id is a
// clear error before any page is read.
import { describe, expect, it } from 'vitest';
import { resolveRuleIds } from '../../tools/bench/ablation';
import { RULE_IDS } from '../../src/engine/registry';

describe('resolveRuleIds', () => {
  it('passes registered ids through', () => {
    expect(resolveRuleIds([RULE_IDS[0], RULE_IDS[1]])).toEqual([RULE_IDS[0], RULE_IDS[1]]);
    expect(resolveRuleIds(undefined)).toBeUndefined();
  });

  it('expands "all" to every registered rule', () => {
    expect(resolveRuleIds(['all'])).toEqual([...RULE_IDS]);
  });

  it('rejects an id the registry does not know', () => {
    expect(() => resolveRuleIds(['no-such-rule'])).toThrow(/unknown rule id no-such-rule/);
  });
});
