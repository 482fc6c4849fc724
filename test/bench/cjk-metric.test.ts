// Intent: daniel-dev's mean word F1 counts each CJK character (kana, CJK ideographs and their extension A and
// compatibility blocks) as a token of its own, so Chinese is scored on characters, not on whole runs between spaces;
// other scripts keep `\w+` tokens and punctuation is dropped. Worked by hand below.
import { describe, expect, it } from 'vitest';
import { tokenizeCjk, wordScores } from '../../tools/bench/metrics';
import { SCORERS } from '../../tools/bench/scoring';
import type { CorpusPage } from '../../tools/bench/corpus';

describe('tokenizeCjk', () => {
  it('cuts CJK characters apart, keeps other words whole and drops punctuation', () => {
    expect(tokenizeCjk('北京欢迎你。Hello, world!')).toEqual(['北', '京', '欢', '迎', '你', 'Hello', 'world']);
    expect(tokenizeCjk('abc中文def')).toEqual(['abc', '中', '文', 'def']);
    expect(tokenizeCjk('カタカナ ひら')).toEqual(['カ', 'タ', 'カ', 'ナ', 'ひ', 'ら']);
    // Hangul is outside the metric's ranges: one token per word, as `\w+` gives it.
    expect(tokenizeCjk('한국어 text')).toEqual(['한국어', 'text']);
  });
});

describe("daniel-dev's word F1", () => {
  // Gold: 北 京 欢 迎 你 hello world (7 tokens); prediction: 欢 迎 你 来 北 京 hello (7 tokens).
  // Shared: 北 京 欢 迎 你 hello = 6, so P = R = F1 = 6/7. Whole runs would share only "hello": P 1/2, R 1/3, F1 0.4.
  const gold = '北京欢迎你 Hello, world!';
  const prediction = '欢迎你来北京 hello';

  it('scores the hand-worked page at 6/7', () => {
    const page: CorpusPage = { corpus: 'daniel-dev', id: 'p', url: 'about:blank', html: '', gold: { text: gold, language: 'Chinese', with: [], without: [] } };
    const score = SCORERS['daniel-dev'].page(page, prediction);
    expect(score.precision).toBeCloseTo(6 / 7, 10);
    expect(score.recall).toBeCloseTo(6 / 7, 10);
    expect(score.f1).toBeCloseTo(6 / 7, 10);
  });

  it('differs from the plain word F1 the other corpora use', () => {
    expect(wordScores(gold, prediction).f1).toBeCloseTo(0.4, 10);
  });
});
