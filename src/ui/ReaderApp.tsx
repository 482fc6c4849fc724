/**
 * The reader view: the extracted article of tab `?tab=`, sanitized (DOMPurify) and typeset from the settings.
 * It opens beside the page; "back" (button or Esc) returns to the page and closes the reader.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Mode } from '../engine';
import { send } from '../extension/messaging';
import { openSidePanel, READER_BACK } from '../extension/background/surfaces';
import { ArticleHtml } from './components/ArticleHtml';
import { Byline } from './components/Byline';
import { ErrorBox } from './components/ErrorBox';
import { IconButton } from './components/IconButton';
import { ModeSwitch } from './components/ModeSwitch';
import { ScopeSwitch } from './components/ScopeSwitch';
import { LowValueNote } from './components/LowValueNote';
import { Notices } from './components/Notices';
import { QualityLine } from './components/QualityLine';
import { ReaderLoading } from './components/ReaderLoading';
import { ReaderSettings } from './components/ReaderSettings';
import { ReadingProgress } from './components/ReadingProgress';
import { prepareReaderBlocks } from './reader-blocks';
import { copy, download } from './exports';
import { obsidianUri, openUri } from './obsidian';
import { t } from './i18n';
import { followReaderResult, gone, type ReaderState } from './reader-result';
import { tabFromUrl } from './tab-target';
import { applyLook, useSettings } from './use-settings';
import { imageAllowance } from './loaded-images';
import { ReaderContents } from './components/ReaderContents';
import { READER_KEYS, ReaderKeys } from './components/ReaderKeys';
import { currentSection, findSections, goToSection, MIN_SECTIONS, stepSection, type Section } from './reader/sections';
import { readerKey } from './reader/keys';
import type { AloudBar as AloudBarType } from './reader/AloudBar';


async function backToPage(tabId: number | undefined): Promise<void> {
  const self = await browser.tabs.getCurrent();
  // Shown in place of the page (a setting): back in the tab's history, as the browser's Back button.
  if (self?.id !== undefined && self.id === tabId) { history.back(); return; }
  if (tabId !== undefined) await browser.tabs.update(tabId, { active: true }).catch(() => undefined);
  if (self?.id !== undefined) await browser.tabs.remove(self.id);
}

export function ReaderApp() {
  const settings = useSettings();
  const tabId = tabFromUrl();
  const [state, setState] = useState<ReaderState>({ status: 'loading' });
  const [windowId, setWindowId] = useState<number | undefined>();
  // In place of its page the page is no longer there to read again: the mode and scope stay as they were read.
  const [inPlace, setInPlace] = useState(false);
  const [status, setStatus] = useState('');
  const [sections, setSections] = useState<Section[]>([]);
  const [dialog, setDialog] = useState<'contents' | 'keys' | null>(null);
  // The read-aloud bar, loaded on the first press of its button (most readings never use it).
  const [AloudBar, setAloudBar] = useState<typeof AloudBarType | undefined>();
  const [aloud, setAloud] = useState(false);
  const [complete, setComplete] = useState(false);
  const articleRef = useRef<HTMLElement>(null);
  const toggleAloud = async () => {
    if (aloud) { setAloud(false); return; }
    if (!complete) return;
    if (!AloudBar) {
      const loaded = await import('./reader/AloudBar');
      setAloudBar(() => loaded.AloudBar);
    }
    setAloud(true);
  };
  // Kept for the key handler, which is added once.
  const toggleAloudRef = useRef(toggleAloud);
  toggleAloudRef.current = toggleAloud;
  // Kept for the key handler, which is added once.
  const sectionsRef = useRef(sections);
  sectionsRef.current = sections;

  useEffect(() => {
    void browser.windows.getCurrent().then((w) => setWindowId(w.id));
    void browser.tabs.getCurrent().then((self) => setInPlace(self?.id !== undefined && self.id === tabId));
    if (tabId === undefined) { setState({ status: 'error', error: gone() }); return; }
    const unfollow = followReaderResult(tabId, setState);
    const onKey = (event: KeyboardEvent) => {
      // An open dialog takes its own keys (Escape closes it).
      if (document.querySelector('dialog[open]')) return;
      const article = document.querySelector('[data-testid=reader-article]');
      const key = readerKey(event, !!article && getComputedStyle(article).direction === 'rtl');
      if (!key) return;
      const list = sectionsRef.current;
      if (key === 'back') { void backToPage(tabId); return; }
      if (key === 'keys') setDialog('keys');
      else if (key === 'aloud') void toggleAloudRef.current();
      else if (key === 'contents') { if (list.length >= MIN_SECTIONS) setDialog('contents'); else return; }
      else {
        const target = stepSection(list, key === 'next' ? 1 : -1);
        if (target) goToSection(target);
      }
      event.preventDefault();
    };
    addEventListener('keydown', onKey);
    // The toolbar click on a reader shown in place of its page (surfaces.ts): back, from here.
    const onMessage = (message: unknown, _sender: unknown, respond: (answer: unknown) => void) => {
      if ((message as Record<string, unknown> | null)?.[READER_BACK] !== tabId) return false;
      void backToPage(tabId);
      respond(true);
      return false;
    };
    browser.runtime.onMessage.addListener(onMessage);
    return () => { unfollow(); removeEventListener('keydown', onKey); browser.runtime.onMessage.removeListener(onMessage); };
  }, []);

  // Before the settings are read, the loading state already shows (the page is usually still being read).
  if (!settings) return <main class="reader" data-testid="reader" data-state="loading"><ReaderLoading /></main>;
  applyLook(settings);
  const switchMode = async (mode: Mode, scope = state.status === 'done' ? state.result.extraction.scope : undefined) => {
    if (tabId === undefined) return;
    setState({ status: 'loading' });
    setSections([]);
    setAloud(false);
    setComplete(false);
    const answer = await send('extractTab', { tabId, mode, scope });
    setState(answer.ok ? { status: 'done', result: answer.value } : { status: 'error', error: answer.error });
  };
  const result = state.status === 'done' ? state.result : undefined;
  // The first answer paints without its Markdown, which follows (reader-result.ts): copy and download wait for it.
  const markdown = result?.markdownPending ? undefined : result;
  if (result) document.title = t('readerTitleOf', result.extraction.metadata.title || t('untitledPage'));

  return (
    <>
      <nav class="reader-bar" aria-label={t('readerControls')}>
        <div class="group">
          <IconButton icon="back" label={t('backToPage')} data-testid="back" onClick={() => void backToPage(tabId)} />
          <ModeSwitch mode={result?.mode ?? settings.mode} onChange={(m) => void switchMode(m)} disabled={state.status === 'loading' || inPlace} />
          {result && <QualityLine result={result} onTryRecall={() => void switchMode('recall')} />}
          <ScopeSwitch scope={result?.extraction.scope ?? 'article'} onChange={(scope) => void switchMode(result?.mode ?? settings.mode, scope)} disabled={state.status === 'loading' || inPlace} />
        </div>
        <div class="group">
          {sections.length >= MIN_SECTIONS && (
            <IconButton icon="contents" label={t('showContents')} data-testid="show-contents" aria-haspopup="dialog" onClick={() => setDialog('contents')} />
          )}
          <IconButton icon="aloud" label={t('readAloudButton')} data-testid="read-aloud" aria-expanded={aloud} disabled={!complete} onClick={() => void toggleAloud()} />
          <ReaderSettings settings={settings} />
          <IconButton icon="copy" label={t('copyMarkdown')} data-testid="copy-markdown" disabled={!markdown} onClick={async () => {
            if (!markdown) return;
            try { await copy(markdown.extraction.markdown); setStatus(t('copiedFormat', t('formatMarkdown'))); } catch (e) { setStatus(t('copyFailed', String(e))); }
          }} />
          <IconButton icon="download" label={t('downloadMarkdown')} data-testid="download-md" disabled={!markdown} onClick={() => markdown && download(markdown, 'markdown')} />
          <IconButton icon="obsidian" label={t('sendToObsidian')} data-testid="send-obsidian" disabled={!markdown} onClick={async () => {
            if (!markdown) return;
            const { uri, viaClipboard } = obsidianUri({ vault: settings.obsidianVault, folder: settings.obsidianFolder, name: markdown.fileStem, markdown: markdown.extraction.markdown });
            try {
              if (viaClipboard) await copy(markdown.extraction.markdown);
              openUri(uri);
              setStatus(t(viaClipboard ? 'sentToObsidianClipboard' : 'sentToObsidian'));
            } catch (e) { setStatus(t('copyFailed', String(e))); }
          }} />
          {/* The print stylesheet (reader.css) leaves the toolbar out; the dialog also saves a PDF. */}
          <IconButton icon="print" label={t('printArticle')} data-testid="print" disabled={!result} onClick={() => print()} />
          <IconButton icon="panel" label={t('openSidePanel')} data-testid="open-side-panel" disabled={windowId === undefined} onClick={() => {
            // Called inside the click (no await before it): the browser opens the panel only within the gesture.
            if (windowId !== undefined) void openSidePanel(windowId).then((opened) => { if (!opened.ok) setStatus(opened.error.message); });
          }} />
        </div>
        <p class="status reader-status muted" role="status" data-testid="status">{status}</p>
        <ReadingProgress />
        {aloud && AloudBar && articleRef.current && result && (
          <AloudBar article={articleRef.current} lang={result.extraction.metadata.language || navigator.language}
            onClose={() => { setAloud(false); document.querySelector<HTMLElement>('[data-testid=read-aloud]')?.focus(); }} />
        )}
      </nav>
      <main class="reader" data-testid="reader" data-state={state.status}>
        {state.status === 'loading' && <ReaderLoading />}
        {state.status === 'error' && <ErrorBox error={state.error} />}
        {result && (
          // The page's language, not the reader's `en`, so hyphenation, quotes and screen readers follow it;
          // `dir="auto"` sets the direction from the text itself (an Arabic or Hebrew article reads right to left).
          <article ref={articleRef} lang={result.extraction.metadata.language || undefined} dir="auto" data-testid="reader-article">
            <h1 class="title" data-testid="title">{result.extraction.metadata.title || t('untitledPage')}</h1>
            <Byline class="byline" metadata={result.extraction.metadata} />
            <Notices notices={result.notices} />
            <LowValueNote lowValue={result.extraction.lowValue}>
              <ArticleHtml testId="article" html={result.extraction.html} images={imageAllowance(settings, result)} prepare={(body) => prepareReaderBlocks(body, {
                title: result.extraction.metadata.title, authors: result.extraction.metadata.author,
              })} onComplete={(article) => { setSections(findSections(article)); setComplete(true); }} />
            </LowValueNote>
          </article>
        )}
      </main>
      <ReaderContents sections={sections} current={dialog === 'contents' ? currentSection(sections) : -1} open={dialog === 'contents'} onClose={() => setDialog(null)} />
      <ReaderKeys keys={READER_KEYS} open={dialog === 'keys'} onClose={() => setDialog(null)} />
    </>
  );
}
