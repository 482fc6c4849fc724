// A test double of the Web Speech synthesis engine, for browsers that cannot provide one in a test: headless
// Chromium and Firefox on a machine without speech-dispatcher have no voice at all, and a real voice's timing
// (when a word's boundary event comes, when an utterance ends) cannot be driven by a test. Only what the browser
// lacks is replaced: `speechSynthesis` (the engine and its voice list) and the utterance's `voice` slot, since a
// `SpeechSynthesisVoice` cannot be built by a script. The utterance itself, its events (SpeechSynthesisEvent),
// Intl.Segmenter and the CSS highlights stay the browser's own.
// The test drives it through `window.__speech`: `spoken` lists every utterance given to speak() (text, rate, lang,
// voice), `boundary(charIndex)` and `end()` play the current utterance's events, `cancels` counts cancel() calls.
// Plain JavaScript: loaded by Playwright (`addInitScript({ path })`) and by the Firefox driver (e2e/firefox/smoke.mjs).
(() => {
  const voices = [
    // An online voice listed first: read aloud must not use it (the text would leave the device).
    { name: 'Online Arabic', lang: 'ar-SA', localService: false, default: false, voiceURI: 'online-ar' },
    { name: 'Device English', lang: 'en-US', localService: true, default: true, voiceURI: 'device-en' },
    { name: 'Device German', lang: 'de-DE', localService: true, default: false, voiceURI: 'device-de' },
    { name: 'Device Arabic', lang: 'ar-EG', localService: true, default: false, voiceURI: 'device-ar' },
  ];
  const voiceOf = new WeakMap();
  class Utterance extends SpeechSynthesisUtterance {
    get voice() { return voiceOf.get(this) ?? null; }
    set voice(value) { voiceOf.set(this, value); }
  }
  const synth = new EventTarget();
  let queue = [];
  let current = null;
  const speech = { spoken: [], cancels: 0, get current() { return current; } };
  const fire = (utterance, type, init = {}) => utterance.dispatchEvent(new SpeechSynthesisEvent(type, { utterance, charIndex: 0, ...init }));
  const startNext = () => {
    current = queue.shift() ?? null;
    if (current) { const started = current; setTimeout(() => { if (current === started) fire(started, 'start'); }); }
  };
  Object.assign(synth, {
    pending: false, paused: false,
    getVoices: () => voices.slice(),
    speak(utterance) {
      speech.spoken.push({ text: utterance.text, rate: utterance.rate, lang: utterance.lang, voice: utterance.voice?.voiceURI ?? null });
      queue.push(utterance);
      if (!current) startNext();
    },
    cancel() {
      speech.cancels += 1;
      const dropped = [current, ...queue].filter(Boolean);
      current = null;
      queue = [];
      for (const utterance of dropped) utterance.dispatchEvent(new SpeechSynthesisErrorEvent('error', { utterance, error: 'interrupted' }));
    },
    pause() { synth.paused = true; },
    resume() { synth.paused = false; },
  });
  // An accessor (Object.assign would copy its value once).
  Object.defineProperty(synth, 'speaking', { get: () => current !== null });
  speech.boundary = (charIndex) => fire(current, 'boundary', { charIndex, name: 'word' });
  speech.end = () => { const ended = current; current = null; fire(ended, 'end'); if (!current) startNext(); };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true, writable: true });
  window.__speech = speech;
})();
