/** Options: every setting from settings.ts, saved as it changes, and the way to the browser's shortcut settings. */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { saveSetting, SETTING_CHOICES, SETTING_RANGES, type Settings } from '../extension/settings';
import { applyLook, useSettings } from './use-settings';
import { TemplateEditor } from './components/TemplateEditor';
import { SiteProfilesEditor } from './components/SiteProfilesEditor';

/** The settings of the form's rows; the templates have an editor of their own (TemplateEditor). */
type RowKey = Exclude<keyof Settings, 'template' | 'fileName'>;

const LABELS: Record<RowKey, string> = {
  mode: 'Default mode', format: 'Format shown and copied first', frontMatter: 'YAML front matter in Markdown',
  theme: 'Reader theme', fontFamily: 'Reader font', fontSize: 'Reader text size (px)', lineWidth: 'Reader line width (characters)',
  toolbarAction: 'Toolbar button opens',
};

interface Shortcut { name?: string; description?: string; shortcut?: string }

/** The toolbar button's command has no description of its own: the browser names it `_execute_action`. */
const ACTION_COMMAND = 'Click the toolbar button';

/** A command in plain words: what it does and its key, or how to get one. */
function shortcutLine(command: Shortcut): string {
  const what = command.name === '_execute_action' ? ACTION_COMMAND : command.description || command.name;
  return `${what}: ${command.shortcut || 'no key yet (set one with "Change shortcuts…")'}`;
}

/** Said when the browser refuses to open its shortcut page (Firefox before 137 may not open about: pages). */
const SHORTCUTS_BY_HAND = 'The browser did not open its shortcut settings. Open chrome://extensions/shortcuts (Chrome) or about:addons, then the gear menu, "Manage Extension Shortcuts" (Firefox).';

/** Chrome lets an extension open its shortcut page; Firefox 137+ has a dedicated call. Resolves to an error to show, or ''. */
async function openShortcutSettings(): Promise<string> {
  const commands = browser.commands as unknown as { openShortcutSettings?: () => Promise<void> };
  try {
    if (commands.openShortcutSettings) await commands.openShortcutSettings();
    else await browser.tabs.create({ url: 'chrome://extensions/shortcuts' });
    return '';
  } catch {
    return SHORTCUTS_BY_HAND;
  }
}

export function OptionsApp() {
  const settings = useSettings();
  const [shortcuts, setShortcuts] = useState<Shortcut[]>([]);
  const [shortcutsStatus, setShortcutsStatus] = useState('');
  useEffect(() => { void browser.commands.getAll().then(setShortcuts); }, []);
  if (!settings) return null;
  applyLook({ ...settings, theme: settings.theme });
  const choice = (key: keyof typeof SETTING_CHOICES) => (
    <select id={key} value={settings[key] as string} onChange={(e) => void saveSetting(key, e.currentTarget.value as never)}>
      {SETTING_CHOICES[key].map((value) => <option key={value} value={value}>{value}</option>)}
    </select>
  );
  const range = (key: keyof typeof SETTING_RANGES) => (
    <input id={key} type="number" min={SETTING_RANGES[key].min} max={SETTING_RANGES[key].max} value={settings[key]}
      onChange={(e) => { const n = Number(e.currentTarget.value); if (n >= SETTING_RANGES[key].min && n <= SETTING_RANGES[key].max) void saveSetting(key, n); }} />
  );
  const controls: Record<RowKey, preact.JSX.Element> = {
    mode: choice('mode'), format: choice('format'),
    frontMatter: <input id="frontMatter" type="checkbox" checked={settings.frontMatter} onChange={(e) => void saveSetting('frontMatter', e.currentTarget.checked)} />,
    theme: choice('theme'), fontFamily: choice('fontFamily'), fontSize: range('fontSize'), lineWidth: range('lineWidth'),
    toolbarAction: choice('toolbarAction'),
  };
  return (
    <main class="options" data-testid="options">
      <h1>Pith options</h1>
      <form class="settings" onSubmit={(e) => e.preventDefault()}>
        {(Object.keys(LABELS) as RowKey[]).map((key) => (
          <p key={key} class="row"><label for={key}>{LABELS[key]}</label> {controls[key]}</p>
        ))}
      </form>
      <TemplateEditor template={settings.template} fileName={settings.fileName} frontMatter={settings.frontMatter} />
      <SiteProfilesEditor />
      <h2>Keyboard shortcuts</h2>
      <ul data-testid="shortcuts">
        {shortcuts.map((s) => <li key={s.name}>{shortcutLine(s)}</li>)}
      </ul>
      <button type="button" data-testid="change-shortcuts" onClick={() => void openShortcutSettings().then(setShortcutsStatus)}>Change shortcuts…</button>
      <p class="status muted" role="status" data-testid="shortcuts-status">{shortcutsStatus}</p>
      <p class="muted">Pith makes no network request of its own; results stay in this browser session.</p>
    </main>
  );
}
