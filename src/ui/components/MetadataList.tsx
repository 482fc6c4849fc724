import type { Metadata } from '../../engine';
import { languageName, localDate, localNumber } from '../format';

/** Label -> value of the metadata worth showing, in the user's locale; empty values are left out. */
function rows(meta: Metadata): [string, string][] {
  const all: [string, string | undefined][] = [
    ['Title', meta.title],
    ['Author', meta.author.join(', ')],
    ['Site', meta.siteName],
    ['Published', meta.published && localDate(meta.published)],
    ['Language', meta.language && languageName(meta.language)],
    ['Words', localNumber(meta.wordCount)],
    ['Reading', meta.readingMinutes ? `${meta.readingMinutes} min` : undefined],
    ['URL', meta.canonicalUrl ?? meta.url],
  ];
  return all.filter((row): row is [string, string] => Boolean(row[1]));
}

export function MetadataList(props: { metadata: Metadata }) {
  return (
    <dl class="meta" data-testid="metadata">
      {rows(props.metadata).map(([label, value]) => [<dt key={`${label}-t`}>{label}</dt>, <dd key={`${label}-d`} data-field={label.toLowerCase()}>{value}</dd>])}
    </dl>
  );
}
