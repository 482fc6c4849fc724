/**
 * The read-aloud bar under the reader's toolbar: play and pause, previous and next paragraph, speed and voice,
 * and what is being read. Loaded only when the toolbar's Read aloud button is pressed (ReaderApp imports it on
 * demand). Without speech synthesis or a voice on the device it says so instead of playing nothing.
 * Tests: e2e/reader-aloud.spec.ts.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { IconButton } from '../components/IconButton';
import { t } from '../i18n';
import { createHighlighter } from './aloud-highlight';
import { createPlayer, type AloudPlayer, type AloudState } from './aloud-player';
import { aloudBlocks } from './aloud-text';
import { loadLocalVoices, rankVoices, speaks } from './aloud-voices';

/** The speeds offered, as rate multipliers (1 is the voice's own pace). */
const RATES = [0.75, 1, 1.25, 1.5, 1.75, 2];

type Voices = { status: 'loading' } | { status: 'none'; message: string } | { status: 'ready'; voices: SpeechSynthesisVoice[] };

function languageName(lang: string): string {
  try {
    return new Intl.DisplayNames([t('locale')], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

export function AloudBar(props: { article: HTMLElement; lang: string; onClose: () => void }) {
  const synth = typeof speechSynthesis === 'undefined' ? undefined : speechSynthesis;
  const [voices, setVoices] = useState<Voices>(synth ? { status: 'loading' } : { status: 'none', message: t('aloudNoSpeech') });
  const [state, setState] = useState<AloudState>({ playing: false, block: 0, sentence: -1 });
  const [voice, setVoice] = useState<SpeechSynthesisVoice | undefined>();
  const [rate, setRate] = useState(1);
  const [error, setError] = useState('');
  const bar = useRef<HTMLDivElement>(null);
  const blocks = useMemo(() => aloudBlocks([props.article.querySelector('.title'), props.article.querySelector('[data-testid=article]')]
    .filter((root): root is Element => !!root), props.lang), [props.article]);
  const highlighter = useMemo(createHighlighter, []);
  const player = useRef<AloudPlayer>();

  useEffect(() => {
    if (!synth) return undefined;
    let live = true;
    void loadLocalVoices(synth).then((found) => {
      if (!live) return;
      if (!found.length) { setVoices({ status: 'none', message: t('aloudNoVoice') }); return; }
      const ranked = rankVoices(found, props.lang);
      setVoices({ status: 'ready', voices: ranked });
      setVoice(ranked[0]);
      player.current = createPlayer({ synth, blocks, lang: props.lang, onChange: setState, onError: setError });
      player.current.setVoice(ranked[0]);
      // Pressing Read aloud means: read.
      player.current.play();
    });
    // Leaving the reader (back to the page in the same tab) must not leave the voice talking.
    const stop = () => player.current?.stop();
    addEventListener('pagehide', stop);
    return () => { live = false; removeEventListener('pagehide', stop); stop(); highlighter.clear(); };
  }, []);

  // The focus goes to play/pause, the control a keyboard user wants next.
  useEffect(() => {
    if (voices.status === 'ready') bar.current?.querySelector<HTMLElement>('[data-testid=aloud-play]')?.focus();
  }, [voices.status]);

  useEffect(() => {
    if (voices.status === 'ready') highlighter.show(blocks[state.block], state.sentence);
  }, [state, voices.status]);

  const ready = voices.status === 'ready' && blocks.length > 0;
  // Announced (a live region): why nothing plays, or that another language's voice reads. Where the reading is,
  // which changes every paragraph, is shown only: announced, it would talk over the voice.
  const note = voices.status === 'none' ? voices.message
    : error ? t('aloudFailed', error)
    : voice && !speaks(voice, props.lang) ? t('aloudOtherLanguage', languageName(props.lang), voice.name) : '';
  return (
    <div class="aloud-bar" ref={bar} role="region" aria-label={t('readAloud')} data-testid="aloud-bar">
      {voices.status === 'ready' && (
        <>
          <IconButton icon="previous" label={t('aloudPrevious')} data-testid="aloud-previous" disabled={!ready} onClick={() => player.current?.step(-1)} />
          <IconButton icon={state.playing ? 'pause' : 'play'} label={state.playing ? t('aloudPause') : t('aloudPlay')} data-testid="aloud-play"
            disabled={!ready} onClick={() => (state.playing ? player.current?.pause() : player.current?.play())} />
          <IconButton icon="next" label={t('aloudNext')} data-testid="aloud-next" disabled={!ready} onClick={() => player.current?.step(1)} />
          <label class="aloud-choice">{t('aloudSpeed')}
            <select data-testid="aloud-rate" value={String(rate)} onChange={(event) => {
              const value = Number(event.currentTarget.value);
              setRate(value);
              player.current?.setRate(value);
            }}>
              {RATES.map((value) => <option key={value} value={String(value)}>{t('aloudRate', value.toLocaleString(t('locale')))}</option>)}
            </select>
          </label>
          <label class="aloud-choice">{t('aloudVoice')}
            <select data-testid="aloud-voice" class="aloud-voice" value={voice?.voiceURI} onChange={(event) => {
              const chosen = voices.voices.find((v) => v.voiceURI === event.currentTarget.value);
              setVoice(chosen);
              player.current?.setVoice(chosen);
            }}>
              {voices.voices.map((v) => <option key={v.voiceURI} value={v.voiceURI} lang={v.lang}>{`${v.name} (${v.lang})`}</option>)}
            </select>
          </label>
        </>
      )}
      {ready && <span class="aloud-where muted" data-testid="aloud-where">{t('aloudParagraph', state.block + 1, blocks.length)}</span>}
      <p class="aloud-note" role="status" data-testid="aloud-note">{note}</p>
      <IconButton icon="close" label={t('aloudClose')} data-testid="aloud-close" onClick={props.onClose} />
    </div>
  );
}
