import type { Metadata } from '../../engine';
import { languageName, localDate, localNumber } from '../format';
import { t, type MessageKey } from '../i18n';

/** Field (the test's handle), label and value of the metadata worth showing, in the user's locale; empty values are left out. */
function rows(meta: Metadata): [string, MessageKey, string][] {
  const all: [string, MessageKey, string | undefined][] = [
    ['title', 'metaTitle', meta.title],
    ['author', 'metaAuthor', meta.author.join(', ')],
    ['site', 'metaSite', meta.siteName],
    ['published', 'metaPublished', meta.published && localDate(meta.published)],
    ['language', 'metaLanguage', meta.language && languageName(meta.language)],
    ['words', 'metaWords', localNumber(meta.wordCount)],
    ['reading', 'metaReading', meta.readingMinutes ? t('minutes', localNumber(meta.readingMinutes)) : undefined],
    ['url', 'metaUrl', meta.canonicalUrl ?? meta.url],
  ];
  return all.filter((row): row is [string, MessageKey, string] => Boolean(row[2]));
}

export function MetadataList(props: { metadata: Metadata }) {
  return (
    <dl class="meta" data-testid="metadata">
      {rows(props.metadata).map(([field, label, value]) => [<dt key={`${field}-t`}>{t(label)}</dt>, <dd key={`${field}-d`} data-field={field}>{value}</dd>])}
    </dl>
  );
}
