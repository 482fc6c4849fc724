/** Options page: the size budget of the copy gestures (settings `copyMaxChars`, `copyMaxTokens`; 0 = none). */
import { saveSetting, SETTING_RANGES, type Settings } from '../../extension/settings';
import { t, type MessageKey } from '../i18n';

type Key = 'copyMaxChars' | 'copyMaxTokens';
const LABELS: Record<Key, MessageKey> = { copyMaxChars: 'budgetMaxChars', copyMaxTokens: 'budgetMaxTokens' };

export function CopyBudget(props: { settings: Settings }) {
  const input = (key: Key) => (
    <p class="row"><label for={key}>{t(LABELS[key])}</label>
      <input id={key} type="number" min={SETTING_RANGES[key].min} max={SETTING_RANGES[key].max} step={1} value={props.settings[key]}
        onChange={(e) => {
          const n = Number(e.currentTarget.value);
          if (Number.isInteger(n) && n >= SETTING_RANGES[key].min && n <= SETTING_RANGES[key].max) void saveSetting(key, n);
        }} /></p>
  );
  return (
    <section data-testid="copy-budget">
      <h2>{t('budgetHeading')}</h2>
      <p class="muted">{t('budgetIntro')}</p>
      {input('copyMaxChars')}
      {input('copyMaxTokens')}
    </section>
  );
}
