import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { READER_BATCHES, nextTask, showArticle } from '../article-batches';
import type { ImageAllowance } from '../loaded-images';

/**
 * The reader's article: page HTML through DOMPurify like SafeHtml, shown in batches (article-batches.ts) so the
 * first screens paint at once on a very long article. `data-complete` tells when the last batch is in.
 */
export function ArticleHtml(props: { html: string; testId: string; images: ImageAllowance; prepare?: (body: HTMLElement) => void; onComplete?: (article: HTMLElement) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [complete, setComplete] = useState(false);
  // Before the browser paints: the first batch is in the first frame that shows the article.
  useLayoutEffect(() => {
    setComplete(false);
    const loadedImages = props.images === 'all' ? undefined : new Set(props.images);
    return showArticle(ref.current!, props.html, { linksInNewTab: false, loadedImages }, { ...READER_BATCHES, prepare: props.prepare, schedule: nextTask, onComplete: () => { setComplete(true); props.onComplete?.(ref.current!); } });
  }, [props.html, props.images]);
  return <div class="article" ref={ref} data-testid={props.testId} data-complete={complete} />;
}
