/** Options: how the Markdown is written (engine/markdown/style.ts), one choice a row, and where it applies. */
import type { JSX } from 'preact';
import type { SETTING_CHOICES } from '../../extension/settings';
import { t, type MessageKey } from '../i18n';

const LABELS = {
  markdownHeadings: 'optionMarkdownHeadings', markdownBullet: 'optionMarkdownBullet', markdownCode: 'optionMarkdownCode',
  markdownLinks: 'optionMarkdownLinks', markdownImages: 'optionMarkdownImages',
} as const satisfies Partial<Record<keyof typeof SETTING_CHOICES, MessageKey>>;

export type MarkdownStyleKey = keyof typeof LABELS;

/** `choice` draws a setting's select, as the options form does for its own rows. */
export function MarkdownStyleSetting(props: { choice: (key: MarkdownStyleKey) => JSX.Element }) {
  return (
    <section data-testid="markdown-style">
      <h2>{t('markdownStyleHeading')}</h2>
      {(Object.keys(LABELS) as MarkdownStyleKey[]).map((key) => (
        <p key={key} class="row"><label for={key}>{t(LABELS[key])}</label> {props.choice(key)}</p>
      ))}
      <p class="muted">{t('optionMarkdownStyleNote')}</p>
    </section>
  );
}
