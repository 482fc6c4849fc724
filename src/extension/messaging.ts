/** Typed send/receive over `runtime` messaging, using the protocol map in protocol.ts. */
import { browser } from 'wxt/browser';
import type { Envelope, MessageName, RequestOf, ResponseOf } from './protocol';
import { errorMessage, fail } from './result';
import { t } from './i18n';

export type Handlers = { [K in MessageName]: (request: RequestOf<K>) => Promise<ResponseOf<K>> };

export async function send<K extends MessageName>(name: K, request: RequestOf<K>): Promise<ResponseOf<K>> {
  const envelope: Envelope<K> = { pith: 1, name, request };
  try {
    return (await browser.runtime.sendMessage(envelope)) as ResponseOf<K>;
  } catch (error) {
    return fail('unknown', t('errorBackgroundNoAnswer', errorMessage(error))) as ResponseOf<K>;
  }
}

function isEnvelope(message: unknown): message is Envelope {
  return typeof message === 'object' && message !== null && (message as Envelope).pith === 1;
}

/** Route envelopes to `handlers`; a handler that throws answers `{ok:false}` rather than leaving the caller hanging. */
export function listen(handlers: Handlers): void {
  // sendResponse + `return true` rather than returning a promise: it works in every Chrome and Firefox version.
  browser.runtime.onMessage.addListener((message: unknown, _sender, sendResponse: (r: unknown) => void) => {
    if (!isEnvelope(message) || !(message.name in handlers)) return false;
    const handler = handlers[message.name] as (request: unknown) => Promise<unknown>;
    handler(message.request).then(sendResponse, (error) => sendResponse(fail('unknown', errorMessage(error))));
    return true;
  });
}
