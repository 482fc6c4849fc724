/**
 * The read-aloud player: one utterance per block, from a sentence on. The sentence being read comes from the
 * utterance's boundary events (a character offset); a voice that sends none leaves it unknown (-1), and the block
 * alone is shown. Pause, a new speed or a new voice cancel the utterance and later speak the block again from the
 * sentence being read: `speechSynthesis.pause()` is unreliable across engines, and an utterance's rate and voice
 * cannot change once it is spoken.
 */
import { sentenceAt, type AloudBlock } from './aloud-text';

export interface AloudState {
  playing: boolean;
  /** The block being read, or the one play starts from. */
  block: number;
  /** The sentence being read in that block; -1 when not known (no boundary event yet). */
  sentence: number;
}

export interface AloudPlayer {
  play(): void;
  pause(): void;
  /** The next (+1) or previous (-1) block, from its start; playing or not as before. */
  step(direction: 1 | -1): void;
  setRate(rate: number): void;
  setVoice(voice: SpeechSynthesisVoice | undefined): void;
  stop(): void;
}

export function createPlayer(options: {
  synth: SpeechSynthesis;
  blocks: readonly AloudBlock[];
  lang: string;
  onChange: (state: AloudState) => void;
  onError: (error: string) => void;
}): AloudPlayer {
  const { synth, blocks } = options;
  let state: AloudState = { playing: false, block: 0, sentence: -1 };
  let rate = 1;
  let voice: SpeechSynthesisVoice | undefined;
  // The utterance being spoken: events of a cancelled one arrive later and are ignored.
  let current: SpeechSynthesisUtterance | undefined;

  const set = (next: Partial<AloudState>) => { state = { ...state, ...next }; options.onChange(state); };
  const silence = () => { current = undefined; synth.cancel(); };

  function speak(index: number, fromSentence: number): void {
    const block = blocks[index];
    silence();
    if (!block) { set({ playing: false, block: 0, sentence: -1 }); return; }
    const from = block.sentences[fromSentence]?.start ?? 0;
    const utterance = new SpeechSynthesisUtterance(block.text.slice(from));
    utterance.lang = voice?.lang ?? options.lang;
    utterance.voice = voice ?? null;
    utterance.rate = rate;
    utterance.addEventListener('boundary', (event) => {
      if (current !== utterance) return;
      const sentence = sentenceAt(block, from + event.charIndex);
      if (sentence !== state.sentence) set({ sentence });
    });
    utterance.addEventListener('end', () => { if (current === utterance) speak(index + 1, 0); });
    utterance.addEventListener('error', (event) => {
      if (current !== utterance || event.error === 'interrupted' || event.error === 'canceled') return;
      current = undefined;
      set({ playing: false });
      options.onError(event.error);
    });
    current = utterance;
    // From a sentence past the first, that sentence is known to come first; from the start, not before a boundary.
    set({ playing: true, block: index, sentence: fromSentence > 0 ? fromSentence : -1 });
    synth.speak(utterance);
  }

  const resumeAt = () => Math.max(state.sentence, 0);
  return {
    play: () => speak(state.block, resumeAt()),
    pause: () => { silence(); set({ playing: false }); },
    step: (direction) => {
      const index = Math.min(Math.max(state.block + direction, 0), blocks.length - 1);
      if (state.playing) speak(index, 0);
      else set({ block: index, sentence: -1 });
    },
    setRate: (value) => { rate = value; if (state.playing) speak(state.block, resumeAt()); },
    setVoice: (value) => { voice = value; if (state.playing) speak(state.block, resumeAt()); },
    stop: silence,
  };
}
