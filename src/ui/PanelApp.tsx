/**
 * Popup and side panel: the result of the current tab first (title, byline), then the mode and how complete the
 * result looks, the actions in one row (copy, download, format), the result as source or preview, and folded
 * metadata and diagnostics. The side panel (`follow`) tracks the active tab and its
 * navigations; a selection extracted from the context menu replaces the page result until "whole page".
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Mode, Scope } from '../engine';
import { send } from '../extension/messaging';
import type { PageResult } from '../extension/page-result';
import type { PithError } from '../extension/result';
import { latestResult, pageTabFor, watchResult } from '../extension/results-store';
import { openSidePanel } from '../extension/background/surfaces';
import { Diagnostics } from './components/Diagnostics';
import { Byline } from './components/Byline';
import { ErrorBox } from './components/ErrorBox';
import { ExportBar } from './components/ExportBar';
import { IconButton } from './components/IconButton';
import { MetadataList } from './components/MetadataList';
import { ModeSwitch } from './components/ModeSwitch';
import { Notices } from './components/Notices';
import { QualityLine } from './components/QualityLine';
import { SizeLine } from './components/SizeLine';
import { TabsBatch } from './components/TabsBatch';
import { ScopeSwitch } from './components/ScopeSwitch';
import { LowValueNote } from './components/LowValueNote';
import { RemovedBlocks } from './components/RemovedBlocks';
import { ResultViews, type View } from './components/ResultViews';
import { t } from './i18n';
import { activeTabId, tabFromUrl } from './tab-target';
import { usePageChanges } from './use-page-changes';
import { applyLook, useSettings } from './use-settings';
import type { ExportFormat } from './exports';
import { imageAllowance } from './loaded-images';

type State = { status: 'loading' } | { status: 'done'; result: PageResult } | { status: 'error'; error: PithError };

/** Asking for every site is optional, only to let the side panel read tabs the user did not invoke Pith on. */
const FOLLOW_ORIGINS = { origins: ['<all_urls>'] };

export function PanelApp(props: { surface: 'popup' | 'sidepanel' }) {
  const follow = props.surface === 'sidepanel';
  const settings = useSettings();
  const [tabId, setTabId] = useState<number | undefined>(tabFromUrl());
  const [windowId, setWindowId] = useState<number | undefined>();
  const [mode, setMode] = useState<Mode | undefined>();
  const [format, setFormat] = useState<ExportFormat | undefined>();
  const [view, setView] = useState<View>('source');
  const [scope, setScope] = useState<Scope | undefined>();
  /** The keep selector of a block restored from "Removed blocks", until the user saves it or reads another page. */
  const [restored, setRestored] = useState<string | undefined>();
  const [state, setState] = useState<State>({ status: 'loading' });
  /** The outcome of the footer's actions when they fail (reader, side panel). */
  const [actionError, setActionError] = useState('');

  // Answers can come back out of order (a slow page, then a quick tab switch): whatever is shown last wins, and
  // an extraction's answer shows only if nothing was shown since it was asked for.
  const shown = useRef(0);
  const show = useCallback((next: State) => { shown.current += 1; setState(next); }, []);
  const extract = useCallback(async (id: number, chosen?: Mode, how: { settle?: boolean; scope?: Scope; restore?: string } = {}) => {
    show({ status: 'loading' });
    setRestored(how.restore);
    const turn = shown.current;
    const answer = await send('extractTab', { tabId: id, mode: chosen, settle: how.settle, scope: how.scope, restore: how.restore ? [how.restore] : undefined });
    if (turn === shown.current) show(answer.ok ? { status: 'done', result: answer.value } : { status: 'error', error: answer.error });
  }, [show]);

  // Which tab: ?tab= or the active one; the side panel then follows activation in its window.
  useEffect(() => {
    if (follow) void browser.windows.getCurrent().then((w) => setWindowId(w.id));
    if (tabId === undefined) void activeTabId().then(async (id) => setTabId(id === undefined ? id : await pageTabFor(id)));
  }, []);
  // The popup's "Side panel" opens the panel in the page's window: the popup may be a window of its own
  // (opened by a shortcut or menu), which has no side panel. Known before the click, which must not await.
  useEffect(() => {
    if (follow || tabId === undefined) return;
    void browser.tabs.get(tabId).then((tab) => setWindowId(tab.windowId), () => setWindowId(undefined));
  }, [follow, tabId]);
  useEffect(() => {
    if (!follow || windowId === undefined) return;
    // A reader tab stands for its page, so switching to the reader keeps the panel on that page.
    // Activations resolve asynchronously: only the latest one may set the tab.
    let latest = 0;
    const onActivated = (info: { tabId: number; windowId: number }) => {
      if (info.windowId !== windowId) return;
      const turn = ++latest;
      void pageTabFor(info.tabId).then((id) => { if (turn === latest) setTabId(id); });
    };
    browser.tabs.onActivated.addListener(onActivated);
    return () => browser.tabs.onActivated.removeListener(onActivated);
  }, [follow, windowId]);

  // First result for the tab: a fresh selection if one is waiting, else the page.
  useEffect(() => {
    if (tabId === undefined || !settings) return;
    let live = true;
    void latestResult(tabId).then((latest) => {
      if (!live) return;
      if (latest?.kind === 'selection') show({ status: 'done', result: latest });
      else void extract(tabId, mode, { scope });
    });
    const unwatch = watchResult(tabId, 'selection', (result) => { if (result) show({ status: 'done', result }); });
    return () => { live = false; unwatch(); };
  }, [tabId, settings === null]);

  // Page changes in the followed tab: extract again once the new page has loaded and stopped changing (a
  // single-page app renders its new route after reporting it), not for jumps within the page.
  usePageChanges(follow ? tabId : undefined, (id) => void extract(id, mode, { settle: true, scope }));

  if (!settings) return null;
  applyLook(settings);
  const currentMode = mode ?? settings.mode;
  const currentFormat: ExportFormat = format ?? settings.format;
  const switchMode = (next: Mode) => { setMode(next); if (tabId !== undefined) void extract(tabId, next, { scope }); };
  const switchScope = (next: Scope) => { setScope(next); if (tabId !== undefined) void extract(tabId, currentMode, { scope: next }); };
  const restore = (selector: string) => { if (tabId !== undefined) void extract(tabId, currentMode, { scope, restore: selector }); };
  const showFailure = (answer: { ok: boolean; error?: PithError }) => setActionError(answer.ok ? '' : answer.error?.message ?? '');
  const allowAll = async () => {
    if (await browser.permissions.request(FOLLOW_ORIGINS) && tabId !== undefined) void extract(tabId, currentMode, { scope });
  };
  const result = state.status === 'done' ? state.result : undefined;

  return (
    <main class="panel" data-testid="panel" data-state={state.status} data-tab={tabId}>
      {/* A level-one heading at all times: the page's title once there is a result, Pith's name before. */}
      {!result && <h1 class="visually-hidden" data-testid="app-heading">{t('appName')}</h1>}
      {result && (
        <header>
          <h1 data-testid="title">{result.extraction.metadata.title || t('untitledPage')}</h1>
          <Byline class="byline muted" metadata={result.extraction.metadata} />
          {result.kind === 'selection' && (
            <p class="row muted" data-testid="selection-label">{t('selectionOnly')}
              <button type="button" onClick={() => tabId !== undefined && void extract(tabId, currentMode)}>{t('wholePage')}</button></p>
          )}
        </header>
      )}
      <div class="row">
        <ModeSwitch mode={currentMode} onChange={switchMode} disabled={state.status === 'loading'} />
        {result && <QualityLine result={result} onTryRecall={() => switchMode('recall')} />}
        <ScopeSwitch scope={scope ?? result?.extraction.scope ?? 'article'} onChange={switchScope} disabled={state.status === 'loading'} />
      </div>
      {state.status === 'loading' && <p class="muted" data-testid="loading">{t('readingPage')}</p>}
      {state.status === 'error' && (
        <ErrorBox error={state.error}>
          {follow && state.error.code === 'no-access' && <p><button type="button" onClick={allowAll}>{t('allowAllTabs')}</button></p>}
        </ErrorBox>
      )}
      {result && (
        <>
          <Notices notices={result.notices} />
          <SizeLine text={result.extraction.markdown} />
          <ExportBar result={result} format={currentFormat} onFormat={setFormat} />
          <LowValueNote lowValue={result.extraction.lowValue}>
            <ResultViews result={result} format={currentFormat} view={view} images={imageAllowance(settings, result)} onView={setView} />
          </LowValueNote>
          <details data-testid="metadata-details">
            <summary>{t('metadata')}</summary>
            <MetadataList metadata={result.extraction.metadata} />
          </details>
          {follow && result.kind === 'page' && (
            <RemovedBlocks removed={result.extraction.removed} host={hostOf(result.url)} restored={restored} onRestore={restore} />
          )}
          <Diagnostics result={result} />
        </>
      )}
      {!follow && tabId !== undefined && <TabsBatch tabId={tabId} />}
      <footer class="row">
        {tabId !== undefined && <IconButton icon="reader" showLabel label={t('openReader')} data-testid="open-reader" onClick={() => void send('openReader', { tabId }).then(showFailure)} />}
        {!follow && windowId !== undefined && <IconButton icon="panel" showLabel label={t('sidePanel')} data-testid="open-side-panel" onClick={() => void openSidePanel(windowId).then(showFailure)} />}
        <IconButton icon="settings" showLabel label={t('options')} data-testid="open-options" onClick={() => void browser.runtime.openOptionsPage()} />
      </footer>
      <p class="status muted" role="status" data-testid="action-status">{actionError}</p>
    </main>
  );
}

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname : '';
}
