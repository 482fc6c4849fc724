/**
 * The reader's byline: authors, site, date, reading time, each once. A site that signs its own stories
 * ("BBC News" as author and site) showed "BBC News · BBC News": a name already shown is not
 * repeated. Names compare without case, punctuation or spacing differences. Test: test/extension/byline.test.ts.
 */
import type { Metadata } from '../engine/types';
import { localDate } from './format';
import { t } from './i18n';

const comparable = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export function byline(meta: Metadata): string {
  return bylineParts(meta).join(' · ');
}

/** The byline's parts, each shown isolated (`<bdi>`: a name in another script must not reorder the line). */
export function bylineParts(meta: Metadata): string[] {
  const site = meta.siteName || (meta.url ? new URL(meta.url).hostname : '');
  const date = meta.published ? localDate(meta.published) : '';
  const minutes = meta.readingMinutes ? t('minutesRead', meta.readingMinutes) : '';
  const seen = new Set<string>();
  const authors = meta.author.filter((name) => {
    const key = comparable(name);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const shownSite = seen.has(comparable(site)) ? '' : site;
  return [authors.join(', '), shownSite, date, minutes].filter(Boolean);
}
