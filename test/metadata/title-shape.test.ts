/** The shape of each title candidate beside the others (title-shape.ts): words, count, extremes, containment. */
import { describe, expect, it } from 'vitest';
import { titleShapes } from '../../src/engine/metadata/title-shape';

describe('titleShapes', () => {
  it('marks the longest and the shortest candidate, and the one whose letters sit inside another', () => {
    const [headline, declared] = titleShapes(['Wie man Brot backt: eine Anleitung', 'Wie man Brot backt']);
    expect(headline).toEqual(expect.arrayContaining(['longest', 'holds-other']));
    expect(headline).not.toContain('shortest');
    expect(declared).toEqual(expect.arrayContaining(['shortest', 'inside-other']));
  });

  it('compares letters only, so punctuation and case do not hide containment', () => {
    const [, short] = titleShapes(['«Le Monde» — Économie', 'le monde']);
    expect(short).toContain('inside-other');
  });

  it('buckets word counts by three and counts the candidates up to four', () => {
    expect(titleShapes(['a b'])[0]).toEqual(['words:0', 'groups:1']);
    expect(titleShapes(['一 二 三 四 五 六 七', 'x', 'y', 'z', 'w'])[0]).toEqual(expect.arrayContaining(['words:2', 'groups:4']));
    expect(titleShapes([Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ')])[0]).toContain('words:6');
  });

  it('gives a lone candidate neither extreme', () => {
    expect(titleShapes(['Solo'])[0]).not.toEqual(expect.arrayContaining(['longest']));
    expect(titleShapes(['Solo'])[0]).not.toContain('shortest');
  });
});
