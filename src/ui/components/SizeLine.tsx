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
  failed: (message: string) => `tokens not counted (${message})`,
  tokensTitle: `Tokens of the ${TOKEN_ENCODING} encoding (GPT-4o and later); other models count somewhat differently.`,
} as const;

export function SizeLine(props: { text: string }) {
  const [tokens, setTokens] = useState<number | string | undefined>();
  useEffect(() => {
    let live = true;
    setTokens(undefined);
    import('../../engine/budget/tokens').then((m) => m.loadTokenCounter()).then(
      (count) => { if (live) setTokens(count(props.text)); },
      (error: unknown) => { if (live) setTokens(STRINGS.failed(error instanceof Error ? error.message : String(error))); },
    );
    return () => { live = false; };
  }, [props.text]);
  const number = (n: number) => n.toLocaleString();
  return (
    <p class="muted" data-testid="size-line" data-chars={props.text.length} data-tokens={typeof tokens === 'number' ? tokens : undefined}>
      {STRINGS.chars(number(props.text.length))} · <span title={STRINGS.tokensTitle}>{tokens === undefined ? STRINGS.counting : typeof tokens === 'string' ? tokens : STRINGS.tokens(number(tokens))}</span>
    </p>
  );
}
