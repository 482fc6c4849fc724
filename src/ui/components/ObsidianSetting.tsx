/** Options: where "Send to Obsidian" puts the note (src/ui/obsidian.ts). */
import { saveSetting, type Settings } from '../../extension/settings';
import { t } from '../i18n';

export function ObsidianSetting(props: { settings: Settings }) {
  return (
    <section class="template" data-testid="obsidian-setting">
      <h2>{t('obsidianHeading')}</h2>
      <label for="obsidianVault">{t('optionObsidianVault')}</label>
      <input id="obsidianVault" type="text" value={props.settings.obsidianVault} onInput={(e) => void saveSetting('obsidianVault', e.currentTarget.value)} />
      <label for="obsidianFolder">{t('optionObsidianFolder')}</label>
      <input id="obsidianFolder" type="text" value={props.settings.obsidianFolder} onInput={(e) => void saveSetting('obsidianFolder', e.currentTarget.value)} />
      <p class="muted">{t('optionObsidianNote')}</p>
    </section>
  );
}
