// @vitest-environment jsdom
// Intent: what read aloud reads and with which voice (src/ui/reader/aloud-text.ts, aloud-voices.ts). Blocks follow
// the article's block elements (a div's own text too), code and math are not read, sentences are cut by
// Intl.Segmenter for the language (a Japanese full stop ends a sentence as an English one does), and a character
// offset maps back to the text it points at; voices are the device's, the article's language first.
import { describe, expect, it } from 'vitest';
import { aloudBlocks, rangeOf, sentenceAt } from '../../src/ui/reader/aloud-text';
import { rankVoices, speaks } from '../../src/ui/reader/aloud-voices';

function article(html: string): Element {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('read-aloud blocks', () => {
  it('makes one block per paragraph, list item and heading, a div\'s own text included, and leaves code and math out', () => {
    const root = article(`<h2>Tides</h2><p>The sea <em>rises</em> twice a day.</p><pre><code>log.write()</code></pre>
      <ul><li>One</li><li>Two</li></ul><div>Loose text<p>Inner paragraph.</p></div><p>Area <math><mi>x</mi></math> here.</p>`);
    const blocks = aloudBlocks([root], 'en');
    expect(blocks.map((b) => b.text.replace(/\s+/g, ' ').trim())).toEqual(['Tides', 'The sea rises twice a day.', 'One', 'Two', 'Loose text', 'Inner paragraph.', 'Area', 'here.']);
  });

  it('cuts sentences with the language\'s own rules, line breaks of the source not ending one', () => {
    const [english] = aloudBlocks([article('<p>First one, written\n across lines. Second one? Third!</p>')], 'en');
    expect(english.sentences.map((s) => english.text.slice(s.start, s.end))).toEqual(['First one, written  across lines.', 'Second one?', 'Third!']);
    const [japanese] = aloudBlocks([article('<p>潮は一日に二回満ちる。月が海を引く。</p>')], 'ja');
    expect(japanese.sentences.map((s) => japanese.text.slice(s.start, s.end))).toEqual(['潮は一日に二回満ちる。', '月が海を引く。']);
  });

  it('maps an offset to its sentence, and a sentence to the DOM text it spans across elements', () => {
    const [block] = aloudBlocks([article('<p>The sea <em>rises twice</em> a day. The moon pulls it.</p>')], 'en');
    expect(sentenceAt(block, block.text.indexOf('rises'))).toBe(0);
    expect(sentenceAt(block, block.text.indexOf('moon'))).toBe(1);
    expect(rangeOf(block, block.sentences[0].start, block.sentences[0].end).toString()).toBe('The sea rises twice a day.');
    expect(rangeOf(block, block.sentences[1].start, block.sentences[1].end).toString()).toBe('The moon pulls it.');
  });

  it('falls back to the browser\'s rules for a malformed lang', () => {
    expect(aloudBlocks([article('<p>One. Two.</p>')], 'not a tag!')[0].sentences).toHaveLength(2);
  });
});

const voice = (lang: string, name = lang, isDefault = false) => ({ lang, name, voiceURI: name, localService: true, default: isDefault }) as SpeechSynthesisVoice;

describe('read-aloud voices', () => {
  it('ranks the exact language first, then the same language, the default first within each', () => {
    const voices = [voice('de-DE', 'de', true), voice('en-US', 'us'), voice('en-GB', 'gb'), voice('en_GB', 'gb2'), voice('en-AU', 'au', false)];
    expect(rankVoices(voices, 'en-GB').map((v) => v.name)).toEqual(['gb', 'gb2', 'us', 'au', 'de']);
    expect(rankVoices(voices, 'en').map((v) => v.name)).toEqual(['us', 'gb', 'gb2', 'au', 'de']);
    expect(rankVoices(voices, '').map((v) => v.name)[0]).toBe('de');
  });

  it('tells whether a voice speaks the article\'s language', () => {
    expect(speaks(voice('en-US'), 'en')).toBe(true);
    expect(speaks(voice('de-DE'), 'en-GB')).toBe(false);
  });
});
