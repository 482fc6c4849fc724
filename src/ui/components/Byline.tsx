import { bylineParts } from '../byline';
import { t, uiDirection } from '../i18n';
import type { Metadata } from '../../engine/types';

/**
 * The byline in the UI's language and direction, inside an article that may be in another (an Arabic article
 * reads right to left, its byline's "5 min read" must not be reordered); each part is isolated in a `<bdi>`, so
 * a name or site in another script keeps its own order without moving the separators.
 */
export function Byline(props: { metadata: Metadata; class: string }) {
  const parts = bylineParts(props.metadata);
  return (
    <p class={props.class} data-testid="byline" lang={t('locale')} dir={uiDirection()}>
      {parts.map((part, i) => <>{i > 0 && ' · '}<bdi>{part}</bdi></>)}
    </p>
  );
}
