import { describe, expect, it } from 'vitest';
import { urlChange } from '../../src/extension/navigation';

describe('urlChange: whether a followed tab shows the same page after its URL changed', () => {
  it.each([
    ['https://a.test/post', 'https://a.test/post#section-2'],
    ['https://a.test/post#section-1', 'https://a.test/post#section-2'],
    ['https://a.test/post?x=1#top', 'https://a.test/post?x=1#'],
    ['https://a.test/post#section-2', 'https://a.test/post#section-2'],
  ])('a jump within the page: %s -> %s', (previous, next) => {
    expect(urlChange(previous, next)).toBe('same-page');
  });

  it.each([
    ['another path (a pushState route)', 'https://a.test/post', 'https://a.test/page-2'],
    ['another query', 'https://a.test/post?p=1', 'https://a.test/post?p=2#x'],
    ['the fragment dropped (a load of the URL)', 'https://a.test/post#x', 'https://a.test/post'],
    ['the same URL without fragment (a load)', 'https://a.test/post', 'https://a.test/post'],
    ['a hash route', 'https://app.test/#/inbox', 'https://app.test/#/settings'],
    ['a hash-bang route', 'https://app.test/', 'https://app.test/#!/settings'],
    ['an unknown previous URL', undefined, 'https://a.test/post#x'],
    ['an unknown next URL (no access)', 'https://a.test/post', undefined],
  ])('another page: %s', (_why, previous, next) => {
    expect(urlChange(previous, next)).toBe('other-page');
  });
});
