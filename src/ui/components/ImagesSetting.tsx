/** Options: whether Pith's pages may load images the page itself has not loaded (src/ui/loaded-images.ts). */
import { saveSetting, type Settings } from '../../extension/settings';
import { t } from '../i18n';

export function ImagesSetting(props: { settings: Settings }) {
  return (
    <section data-testid="images-setting">
      <p class="row"><label for="loadUnseenImages">{t('optionLoadUnseenImages')}</label>
        <input id="loadUnseenImages" type="checkbox" checked={props.settings.loadUnseenImages}
          onChange={(e) => void saveSetting('loadUnseenImages', e.currentTarget.checked)} /></p>
      <p class="muted">{t('optionLoadUnseenImagesNote')}</p>
    </section>
  );
}
