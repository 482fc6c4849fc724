// Intent: `--ablate-tuning FIELD` switches a Tuning field off, `FIELD=VALUE` sets it, unknown fields and values are
// clear errors; `--ablate-rules all` needs the rule registry and says so when it is absent.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTuningSpec, resolveRuleIds, TUNING_FIELDS } from '../../src/cli/bench/ablation';

describe('parseTuningSpec', () => {
  it('switches a field off, or sets the value given', () => {
    expect(parseTuningSpec('removeHidden')).toEqual({ field: 'removeHidden', value: false });
    expect(parseTuningSpec('joinItemRun=true')).toEqual({ field: 'joinItemRun', value: true });
    expect(parseTuningSpec('edgeTrimChars=0')).toEqual({ field: 'edgeTrimChars', value: 0 });
  });

  it('knows the fields modes and profiles set, and rejects others', () => {
    expect(TUNING_FIELDS).toContain('commentsAreContent');
    expect(() => parseTuningSpec('noSuchSwitch')).toThrow(/unknown Tuning field "noSuchSwitch"/);
    expect(() => parseTuningSpec('siblingShare=lots')).toThrow(/must be true, false or a number/);
  });
});

describe('resolveRuleIds', () => {
  it('passes named ids through', async () => {
    expect(await resolveRuleIds(['a', 'b'])).toEqual(['a', 'b']);
    expect(await resolveRuleIds(undefined)).toBeUndefined();
  });

  it.runIf(!existsSync('src/engine/rules/registry.ts'))('says clearly that "all" needs the registry while there is none', async () => {
    await expect(resolveRuleIds(['all'])).rejects.toThrow(/no rule registry is present/);
  });
});
