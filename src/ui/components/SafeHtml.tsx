import { useMemo } from 'preact/hooks';
import { sanitizeArticle } from '../sanitize';
import type { ImageAllowance } from '../loaded-images';

/** Page HTML rendered in a Pith page: always through DOMPurify (sanitize.ts), its images as `images` allows. */
export function SafeHtml(props: { html: string; class: string; linksInNewTab: boolean; images: ImageAllowance; testId?: string }) {
  const clean = useMemo(
    () => sanitizeArticle(props.html, { linksInNewTab: props.linksInNewTab, loadedImages: props.images === 'all' ? undefined : new Set(props.images) }),
    [props.html, props.linksInNewTab, props.images],
  );
  return <div class={props.class} data-testid={props.testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
