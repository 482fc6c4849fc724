/**
 * The reader view: the extracted article of tab `?tab=`, sanitized (DOMPurify) and typeset from the settings.
 * It opens beside the page; "back" (button or Esc) returns to the page and closes the reader.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Mode, Scope } from '../engine';
import { send } from '../extension/messaging';
import type { PageResult } from '../extension/page-result';
import type { PithError } from '../extension/result';
import { loadResult } from '../extension/results-store';
import { saveSetting, SETTING_CHOICES, SETTING_RANGES, type FontFamily, type Settings, type Theme } from '../extension/settings';
import { openSidePanel } from '../extension/background/surfaces';
import { ErrorBox } from './components/ErrorBox';
import { ModeSwitch } from './components/ModeSwitch';
import { ScopeSwitch } from './components/ScopeSwitch';
import { LowValueNote } from './components/LowValueNote';
import { Notices } from './components/Notices';
import { SafeHtml } from './components/SafeHtml';
import { byline } from './byline';
import { copy, download } from './exports';
import { tabFromUrl } from './tab-target';
import { applyLook, useSettings } from './use-settings';

type State = { status: 'loading' } | { status: 'done'; result: PageResult } | { status: 'error'; error: PithError };

const GONE: PithError = { code: 'not-found', message: 'This reader view has no article any more (the browser was restarted or the tab closed). Go back to the page and open the reader again.' };

async function backToPage(tabId: number | undefined): Promise<void> {
  const self = await browser.tabs.getCurrent();
  if (tabId !== undefined) await browser.tabs.update(tabId, { active: true }).catch(() => undefined);
  if (self?.id !== undefined) await browser.tabs.remove(self.id);
}

/** The article's own leading <h1> repeats the title the reader already shows. */
function withoutRepeatedTitle(html: string, title: string): string {
  const match = /^\s*<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  if (!match) return html;
  const text = match[1].replace(/<[^>]+>/g, '').trim();
  return text === title.trim() ? html.slice(match[0].length) : html;
}

export function ReaderApp() {
  const settings = useSettings();
  const tabId = tabFromUrl();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [windowId, setWindowId] = useState<number | undefined>();
  const [status, setStatus] = useState('');

  useEffect(() => {
    void browser.windows.getCurrent().then((w) => setWindowId(w.id));
    if (tabId === undefined) { setState({ status: 'error', error: GONE }); return; }
    void loadResult(tabId, 'page').then((result) => setState(result ? { status: 'done', result } : { status: 'error', error: GONE }));
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') void backToPage(tabId); };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);

  if (!settings) return null;
  applyLook(settings);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => void saveSetting(key, value);
  const switchMode = async (mode: Mode, scope = state.status === 'done' ? state.result.extraction.scope : undefined) => {
    if (tabId === undefined) return;
    setState({ status: 'loading' });
    const answer = await send('extractTab', { tabId, mode, scope });
    setState(answer.ok ? { status: 'done', result: answer.value } : { status: 'error', error: answer.error });
  };
  const result = state.status === 'done' ? state.result : undefined;
  if (result) document.title = `${result.extraction.metadata.title || 'Reader'} · Pith`;

  return (
    <>
      <nav class="reader-bar" aria-label="Reader controls">
        <div class="group">
          <button type="button" data-testid="back" title="Back to the page (Esc)" onClick={() => void backToPage(tabId)}>← Back to page</button>
        </div>
        <div class="group" role="group" aria-label="Theme">
          {SETTING_CHOICES.theme.map((theme) => (
            <button key={theme} type="button" data-theme-choice={theme} aria-pressed={settings.theme === theme} onClick={() => set('theme', theme as Theme)}>{theme}</button>
          ))}
        </div>
        <div class="group">
          <select aria-label="Font" value={settings.fontFamily} onChange={(e) => set('fontFamily', e.currentTarget.value as FontFamily)}>
            {SETTING_CHOICES.fontFamily.map((family) => <option key={family} value={family}>{family}</option>)}
          </select>
          <button type="button" title="Smaller text" onClick={() => set('fontSize', Math.max(SETTING_RANGES.fontSize.min, settings.fontSize - 1))}>A−</button>
          <button type="button" title="Larger text" onClick={() => set('fontSize', Math.min(SETTING_RANGES.fontSize.max, settings.fontSize + 1))}>A+</button>
          <button type="button" title="Narrower column" onClick={() => set('lineWidth', Math.max(SETTING_RANGES.lineWidth.min, settings.lineWidth - 6))}>⇤⇥</button>
          <button type="button" title="Wider column" onClick={() => set('lineWidth', Math.min(SETTING_RANGES.lineWidth.max, settings.lineWidth + 6))}>⇠⇢</button>
        </div>
        <div class="group">
          <ModeSwitch mode={result?.mode ?? settings.mode} onChange={(m) => void switchMode(m)} disabled={state.status === 'loading'} />
          <ScopeSwitch scope={result?.extraction.scope ?? 'article'} onChange={(scope) => void switchMode(result?.mode ?? settings.mode, scope)} disabled={state.status === 'loading'} />
        </div>
        <div class="group">
          <button type="button" data-testid="copy-markdown" disabled={!result} onClick={async () => {
            if (!result) return;
            try { await copy(result.extraction.markdown); setStatus('Markdown copied.'); } catch (e) { setStatus(`Copy failed: ${String(e)}`); }
          }}>Copy Markdown</button>
          <button type="button" data-testid="download-md" disabled={!result} onClick={() => result && download(result, 'markdown')}>Download .md</button>
          <button type="button" data-testid="open-side-panel" disabled={windowId === undefined} onClick={() => {
            // Called inside the click (no await before it): the browser opens the panel only within the gesture.
            if (windowId !== undefined) void openSidePanel(windowId).then((opened) => { if (!opened.ok) setStatus(opened.error.message); });
          }}>Side panel</button>
          <span class="status muted" role="status" data-testid="status">{status}</span>
        </div>
      </nav>
      <main class="reader" data-testid="reader" data-state={state.status}>
        {state.status === 'loading' && <p class="muted">Reading the page…</p>}
        {state.status === 'error' && <ErrorBox error={state.error} />}
        {result && (
          // The page's language, not the reader's `en`, so hyphenation, quotes and screen readers follow it;
          // `dir="auto"` sets the direction from the text itself (an Arabic or Hebrew article reads right to left).
          <article lang={result.extraction.metadata.language || undefined} dir="auto" data-testid="reader-article">
            <h1 class="title" data-testid="title">{result.extraction.metadata.title || 'Untitled page'}</h1>
            <p class="byline" data-testid="byline">{byline(result.extraction.metadata)}</p>
            <Notices notices={result.notices} />
            <LowValueNote lowValue={result.extraction.lowValue}>
              <SafeHtml class="article" testId="article" linksInNewTab={false}
                html={withoutRepeatedTitle(result.extraction.html, result.extraction.metadata.title)} />
            </LowValueNote>
          </article>
        )}
      </main>
    </>
  );
}
