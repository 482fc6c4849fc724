/**
 * Token counts for the `maxTokens` budget and the size shown in the popup: the o200k_base encoding (GPT-4o and
 * later OpenAI models; other families' counts differ by some percent) from the pure-JS `gpt-tokenizer` package.
 * Its tables are ~2 MB, so this module is the only one that imports it, and only dynamically, when a token count
 * is asked for: the engine bundle injected into pages never contains it.
 */
import type { Measure } from './cut';

export { TOKEN_ENCODING } from './encoding';

export async function loadTokenCounter(): Promise<Measure> {
  const { countTokens } = await import('gpt-tokenizer/encoding/o200k_base');
  return (text: string) => countTokens(text);
}
