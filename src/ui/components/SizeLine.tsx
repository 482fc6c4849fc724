/**
 * Popup and side panel: how large the result is, in characters and in tokens (o200k_base, the GPT-4o family),
 * for fitting a model's context. The tokenizer (~2 MB, /tokenizer.js) is loaded only when this line first shows.
 */
import { useEffect, useState } from 'preact/hooks';
import { loadTokenCounter, TOKEN_ENCODING } from '../token-counter';
import { t } from '../i18n';

export function SizeLine(props: { text: string }) {
  const [tokens, setTokens] = useState<number | string | undefined>();
  useEffect(() => {
    let live = true;
    setTokens(undefined);
    loadTokenCounter().then(
      (count) => { if (live) setTokens(count(props.text)); },
      (error: unknown) => { if (live) setTokens(t('sizeFailed', error instanceof Error ? error.message : String(error))); },
    );
    return () => { live = false; };
  }, [props.text]);
  const number = (n: number) => n.toLocaleString();
  return (
    <p class="muted" data-testid="size-line" data-chars={props.text.length} data-tokens={typeof tokens === 'number' ? tokens : undefined}>
      {t('sizeChars', number(props.text.length))} · <span title={t('sizeTokensTitle', TOKEN_ENCODING)}>{tokens === undefined ? t('sizeCounting') : typeof tokens === 'string' ? tokens : t('sizeTokens', number(tokens))}</span>
    </p>
  );
}
