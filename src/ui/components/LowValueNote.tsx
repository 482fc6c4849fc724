import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { LowValue, LowValueReason } from '../../engine';

/** Words of this component (one table, for the move to _locales): one sentence per reason. */
const STRINGS: { reasons: Record<LowValueReason, string>; show: string; hide: string } = {
  reasons: {
    login: 'This page asks you to sign in; it holds no article to read.',
    paywall: 'This page is behind a paywall; only its teaser can be read.',
    consent: 'This page shows only a cookie or consent wall; its content is not loaded yet.',
    error: 'This is an error page ("not found" or similar), not content.',
    'empty-app': 'This page is an app that has not rendered any content yet.',
    captcha: 'This page is a human check (captcha); its content is behind it.',
    'too-little-text': 'This page has too little text to be worth reading here.',
  },
  show: 'Show what was found anyway',
  hide: 'Hide it',
};

/**
 * A low-value page (Extraction.lowValue) is said in one sentence instead of being shown as content; what was found
 * stays one click away. Other pages show their content as it is.
 */
export function LowValueNote(props: { lowValue?: LowValue; children: ComponentChildren }) {
  const [shown, setShown] = useState(false);
  if (!props.lowValue) return <>{props.children}</>;
  const { reason, evidence } = props.lowValue;
  return (
    <div data-testid="low-value" data-reason={reason}>
      <p class="notice" role="note" title={evidence}>{STRINGS.reasons[reason]}</p>
      <button type="button" aria-expanded={shown} onClick={() => setShown(!shown)}>{shown ? STRINGS.hide : STRINGS.show}</button>
      {shown && props.children}
    </div>
  );
}
