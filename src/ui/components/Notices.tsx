import { useState } from 'preact/hooks';
import { t } from '../i18n';

/**
 * What the engine could not read (frames, shadow DOM, a thin result): one small line above the article that the
 * reader can dismiss, not a banner that competes with the text.
 */
export function Notices(props: { notices: string[] }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || props.notices.length === 0) return null;
  return (
    <p class="notices muted" role="note" data-testid="notices">
      {props.notices.map((notice, i) => (
        <span key={notice}>{i > 0 && ' · '}<span data-testid="notice">{notice}</span></span>
      ))}
      <button type="button" class="dismiss" aria-label={t('dismissNotes')} title={t('dismissNotes')} data-testid="dismiss-notices"
        onClick={() => setDismissed(true)}>×</button>
    </p>
  );
}
