import { useEffect, useState } from 'preact/hooks';

/**
 * How far down the article the reader is, as a thin bar under the toolbar. Decorative (aria-hidden): a screen
 * reader knows its place in the text already. Recomputed on scroll and when the page's height changes (the
 * article arrives, images load, the text size changes).
 */
export function ReadingProgress() {
  const [share, setShare] = useState(0);
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      const scrollable = root.scrollHeight - root.clientHeight;
      setShare(scrollable > 0 ? Math.min(1, Math.max(0, root.scrollTop / scrollable)) : 1);
    };
    const resized = new ResizeObserver(update);
    resized.observe(document.body);
    addEventListener('scroll', update, { passive: true });
    return () => { resized.disconnect(); removeEventListener('scroll', update); };
  }, []);
  return (
    <div class="progress" aria-hidden="true" data-testid="progress" data-share={share.toFixed(2)}>
      <div style={{ transform: `scaleX(${share})` }} />
    </div>
  );
}
