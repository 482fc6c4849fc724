/** The words shown for each value of a choice setting (mode, format, theme…): one table for every page that offers them. */
import { SETTING_CHOICES } from '../extension/settings';
import type { MessageKey } from './i18n';

type Choices = typeof SETTING_CHOICES;

export const CHOICE_LABELS: { [K in keyof Choices]: Record<Choices[K][number], MessageKey> } = {
  mode: { precision: 'modePrecision', standard: 'modeStandard', recall: 'modeRecall', fast: 'modeFast' },
  format: { markdown: 'formatMarkdown', text: 'formatText', json: 'formatJson' },
  theme: { system: 'themeSystem', light: 'themeLight', sepia: 'themeSepia', dark: 'themeDark' },
  fontFamily: { serif: 'fontSerif', sans: 'fontSans', mono: 'fontMono' },
  textAlign: { start: 'alignStart', justify: 'alignJustify' },
  toolbarAction: { reader: 'toolbarReader', popup: 'toolbarPopup' },
  readerPlacement: { 'new-tab': 'placementNewTab', 'same-tab': 'placementSameTab' },
  markdownHeadings: { atx: 'headingsAtx', setext: 'headingsSetext' },
  markdownBullet: { '-': 'bulletDash', '*': 'bulletStar', '+': 'bulletPlus' },
  markdownCode: { '```': 'codeBackticks', '~~~': 'codeTildes', indented: 'codeIndented' },
  markdownLinks: { inline: 'linksInline', referenced: 'linksReferenced' },
  markdownImages: { keep: 'imagesKeep', remove: 'imagesRemove', beside: 'imagesBeside' },
};
