/**
 * Popup and side panel: how large the result is, in characters and in tokens (o200k_base, the GPT-4o family),
 * for fitting a model's context. The tokenizer (~2 MB) is imported only when this line first shows.
 */
import { useEffect, useState } from 'preact/hooks';
import { TOKEN_ENCODING } from '../../engine/budget/tokens';

const STRINGS = {
  chars: (n: string) => `${n} characters`,
  tokens: (n: string) => `${n} tokens`,
  counting: 'counting tokens…',
  tokensTitle: `Tokens of the ${TOKEN_ENCODING} encoding (GPT-4o and later); other models count somewhat differently.`,
} as const;

export function SizeLine(props: { text: string }) {
  const [tokens, setTokens] = useState<number | undefined>();
  useEffect(() => {
    let live = true;
    setTokens(undefined);
    void import('../../engine/budget/tokens').then((m) => m.loadTokenCounter()).then((count) => { if (live) setTokens(count(props.text)); });
    return () => { live = false; };
  }, [props.text]);
  const number = (n: number) => n.toLocaleString();
  return (
    <p class="muted" data-testid="size-line" data-chars={props.text.length} data-tokens={tokens}>
      {STRINGS.chars(number(props.text.length))} · <span title={STRINGS.tokensTitle}>{tokens === undefined ? STRINGS.counting : STRINGS.tokens(number(tokens))}</span>
    </p>
  );
}
