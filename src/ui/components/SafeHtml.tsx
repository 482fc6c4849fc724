import { useMemo } from 'preact/hooks';
import { sanitizeArticle } from '../sanitize';

/** Page HTML rendered in a Pith page: always through DOMPurify (sanitize.ts). */
export function SafeHtml(props: { html: string; class: string; linksInNewTab: boolean; testId?: string }) {
  const clean = useMemo(() => sanitizeArticle(props.html, { linksInNewTab: props.linksInNewTab }), [props.html, props.linksInNewTab]);
  return <div class={props.class} data-testid={props.testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
