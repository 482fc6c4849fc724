import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { LowValue, LowValueReason } from '../../engine';
import { t, type MessageKey } from '../i18n';

/** One sentence per reason. */
const REASONS: Record<LowValueReason, MessageKey> = {
  login: 'lowValueLogin', paywall: 'lowValuePaywall', consent: 'lowValueConsent', error: 'lowValueError',
  'empty-app': 'lowValueEmptyApp', captcha: 'lowValueCaptcha', 'too-little-text': 'lowValueTooLittleText',
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
      <p class="notice" role="note" title={evidence}>{t(REASONS[reason])}</p>
      <button type="button" aria-expanded={shown} onClick={() => setShown(!shown)}>{t(shown ? 'lowValueHide' : 'lowValueShow')}</button>
      {shown && props.children}
    </div>
  );
}
