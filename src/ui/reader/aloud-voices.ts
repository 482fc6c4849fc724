/**
 * The voices read aloud may use, and the one it picks for the article's language. Only voices of the device
 * (`localService`): an online voice would send the article's text to a speech service, and nothing Pith reads
 * leaves the device.
 */

/** How long to wait for the browser to list its voices (the list often comes after the first call, by an event). */
const VOICES_WAIT_MS = 1500;

/** The device's voices, once the browser has listed them; empty when it has none (or only online ones). */
export function loadLocalVoices(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const local = () => synth.getVoices().filter((voice) => voice.localService);
  if (synth.getVoices().length) return Promise.resolve(local());
  return new Promise((resolve) => {
    const finish = () => { clearTimeout(timer); synth.removeEventListener('voiceschanged', finish); resolve(local()); };
    const timer = setTimeout(finish, VOICES_WAIT_MS);
    synth.addEventListener('voiceschanged', finish);
  });
}

const primary = (tag: string) => tag.toLowerCase().replace('_', '-').split('-')[0];
const same = (a: string, b: string) => a.toLowerCase().replace('_', '-') === b.toLowerCase().replace('_', '-');

/**
 * The voices in the order they suit the language: its exact tag first (`en-GB` for `en-GB`), then the same
 * language anywhere (`en-US`), the browser's default first within each; the others after, in the browser's order.
 */
export function rankVoices(voices: readonly SpeechSynthesisVoice[], lang: string): SpeechSynthesisVoice[] {
  const rank = (voice: SpeechSynthesisVoice) => (same(voice.lang, lang) ? 0 : primary(voice.lang) === primary(lang) ? 2 : 4) + (voice.default ? 0 : 1);
  return voices.map((voice, i) => ({ voice, i, rank: lang ? rank(voice) : voice.default ? 0 : 1 }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i).map(({ voice }) => voice);
}

/** Whether the voice speaks the language (same primary language: an `en-US` voice reads `en`). */
export function speaks(voice: SpeechSynthesisVoice, lang: string): boolean {
  return !lang || primary(voice.lang) === primary(lang);
}
