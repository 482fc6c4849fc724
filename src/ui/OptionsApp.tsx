/** Options: every setting from settings.ts, saved as it changes, and the way to the browser's shortcut settings. */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { saveSetting, SETTING_CHOICES, SETTING_RANGES, type Settings } from '../extension/settings';
import type { MarkdownStyleKey } from './components/MarkdownStyleSetting';
import { applyLook, useSettings } from './use-settings';
import { TemplateEditor } from './components/TemplateEditor';
import { CHOICE_LABELS } from './choice-labels';
import { t, type MessageKey } from './i18n';
import { CopyBudget } from './components/CopyBudget';
import { LogSection } from './components/LogSection';
import { ImagesSetting } from './components/ImagesSetting';
import { ObsidianSetting } from './components/ObsidianSetting';
import { SiteProfilesEditor } from './components/SiteProfilesEditor';
import { MarkdownStyleSetting } from './components/MarkdownStyleSetting';

/** The settings of the form's rows; the templates, the Markdown style, the copy budget, the images and the log have
 *  sections of their own. */
type RowKey = Exclude<keyof Settings, 'template' | 'fileName' | 'copyMaxChars' | 'copyMaxTokens' | 'logExtractions' | 'logText' | 'loadUnseenImages' | 'obsidianVault' | 'obsidianFolder' | MarkdownStyleKey>;

const LABELS: Record<RowKey, MessageKey> = {
  mode: 'optionMode', format: 'optionFormat', frontMatter: 'optionFrontMatter',
  theme: 'optionTheme', fontFamily: 'optionFont', fontSize: 'optionFontSize', lineHeight: 'optionLineHeight',
  textAlign: 'optionTextAlign', lineWidth: 'optionLineWidth', toolbarAction: 'optionToolbarAction', readerPlacement: 'optionReaderPlacement',
};

interface Shortcut { name?: string; description?: string; shortcut?: string }

/** A command in plain words: what it does and its key, or how to get one. */
function shortcutLine(command: Shortcut): string {
  // The toolbar button's command has no description of its own: the browser names it `_execute_action`.
  const what = command.name === '_execute_action' ? t('shortcutToolbar') : command.description || command.name;
  return t('shortcutLine', what ?? '', command.shortcut || t('shortcutNone'));
}

/** Chrome lets an extension open its shortcut page; Firefox 137+ has a dedicated call. Resolves to an error to show, or ''. */
async function openShortcutSettings(): Promise<string> {
  const commands = browser.commands as unknown as { openShortcutSettings?: () => Promise<void> };
  try {
    if (commands.openShortcutSettings) await commands.openShortcutSettings();
    else await browser.tabs.create({ url: 'chrome://extensions/shortcuts' });
    return '';
  } catch {
    // Said when the browser refuses to open its shortcut page (Firefox before 137 may not open about: pages).
    return t('shortcutsByHand');
  }
}

export function OptionsApp() {
  const settings = useSettings();
  const [shortcuts, setShortcuts] = useState<Shortcut[]>([]);
  const [shortcutsStatus, setShortcutsStatus] = useState('');
  useEffect(() => { void browser.commands.getAll().then(setShortcuts); }, []);
  if (!settings) return null;
  applyLook(settings);
  const choice = (key: keyof typeof SETTING_CHOICES) => (
    <select id={key} value={settings[key] as string} onChange={(e) => void saveSetting(key, e.currentTarget.value as never)}>
      {SETTING_CHOICES[key].map((value) => <option key={value} value={value}>{t((CHOICE_LABELS[key] as Record<string, MessageKey>)[value])}</option>)}
    </select>
  );
  const range = (key: keyof typeof SETTING_RANGES, step = 1) => (
    <input id={key} type="number" min={SETTING_RANGES[key].min} max={SETTING_RANGES[key].max} step={step} value={settings[key]}
      onChange={(e) => { const n = Number(e.currentTarget.value); if (n >= SETTING_RANGES[key].min && n <= SETTING_RANGES[key].max) void saveSetting(key, n); }} />
  );
  const controls: Record<RowKey, preact.JSX.Element> = {
    mode: choice('mode'), format: choice('format'),
    frontMatter: <input id="frontMatter" type="checkbox" checked={settings.frontMatter} onChange={(e) => void saveSetting('frontMatter', e.currentTarget.checked)} />,
    theme: choice('theme'), fontFamily: choice('fontFamily'), fontSize: range('fontSize'), lineHeight: range('lineHeight', 0.05),
    textAlign: choice('textAlign'), lineWidth: range('lineWidth'),
    toolbarAction: choice('toolbarAction'), readerPlacement: choice('readerPlacement'),
  };
  return (
    <main class="options" data-testid="options">
      <h1>{t('optionsHeading')}</h1>
      <form class="settings" onSubmit={(e) => e.preventDefault()}>
        {(Object.keys(LABELS) as RowKey[]).map((key) => (
          <p key={key} class="row"><label for={key}>{t(LABELS[key])}</label> {controls[key]}</p>
        ))}
      </form>
      <MarkdownStyleSetting choice={choice} />
      <TemplateEditor template={settings.template} fileName={settings.fileName} frontMatter={settings.frontMatter} />
      <CopyBudget settings={settings} />
      <ImagesSetting settings={settings} />
      <ObsidianSetting settings={settings} />
      <LogSection settings={settings} />
      <SiteProfilesEditor />
      <h2>{t('shortcutsHeading')}</h2>
      <ul data-testid="shortcuts">
        {shortcuts.map((s) => <li key={s.name}>{shortcutLine(s)}</li>)}
      </ul>
      <button type="button" data-testid="change-shortcuts" onClick={() => void openShortcutSettings().then(setShortcutsStatus)}>{t('changeShortcuts')}</button>
      <p class="status muted" role="status" data-testid="shortcuts-status">{shortcutsStatus}</p>
      <p class="muted">{t('privacyNote')}</p>
    </main>
  );
}
