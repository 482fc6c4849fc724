/** Options page: the size budget of the copy gestures (settings `copyMaxChars`, `copyMaxTokens`; 0 = none). */
import { saveSetting, SETTING_RANGES, type Settings } from '../../extension/settings';

const STRINGS = {
  heading: 'Size budget when copying',
  intro: 'Copy shortcut and menu items cut the Markdown at a paragraph, list, table or code boundary, with a marker saying so. 0 means no limit.',
  copyMaxChars: 'At most this many characters',
  copyMaxTokens: 'At most this many tokens (GPT-4o tokenizer)',
} as const;

type Key = 'copyMaxChars' | 'copyMaxTokens';

export function CopyBudget(props: { settings: Settings }) {
  const input = (key: Key) => (
    <p class="row"><label for={key}>{STRINGS[key]}</label>
      <input id={key} type="number" min={SETTING_RANGES[key].min} max={SETTING_RANGES[key].max} step={1} value={props.settings[key]}
        onChange={(e) => {
          const n = Number(e.currentTarget.value);
          if (Number.isInteger(n) && n >= SETTING_RANGES[key].min && n <= SETTING_RANGES[key].max) void saveSetting(key, n);
        }} /></p>
  );
  return (
    <section data-testid="copy-budget">
      <h2>{STRINGS.heading}</h2>
      <p class="muted">{STRINGS.intro}</p>
      {input('copyMaxChars')}
      {input('copyMaxTokens')}
    </section>
  );
}
