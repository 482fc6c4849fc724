import { beforeAll, describe, expect, it, vi } from 'vitest';

// `wxt/browser` binds the WebExtension global when imported, so the fake goes in first.
type Listener = (message: unknown, sender: unknown, sendResponse: (r: unknown) => void) => boolean;
let listener: Listener | undefined;
const sendMessage = vi.fn();
let messaging: typeof import('../../src/extension/messaging');

beforeAll(async () => {
  (globalThis as { chrome?: unknown }).chrome = {
    runtime: { id: 'test', onMessage: { addListener: (fn: Listener) => { listener = fn; } }, sendMessage },
    i18n: { getMessage: (key: string, substitutions: string[] = []) => [key, ...substitutions].join(' ') },
  };
  messaging = await import('../../src/extension/messaging');
});

function deliver(message: unknown): Promise<unknown> | false {
  let answered: (value: unknown) => void = () => undefined;
  const answer = new Promise((resolve) => { answered = resolve; });
  return listener!(message, {}, answered) ? answer : false;
}

describe('typed messaging', () => {
  it('routes an envelope to its handler and answers with the handler\'s result', async () => {
    const tabId = 7;
    messaging.listen({
      extractTab: async (request) => ({ ok: false, error: { code: 'no-access', message: `tab ${request.tabId}` } }),
      latestForTab: async () => ({ ok: true, value: null }),
      openReader: async () => { throw new Error('boom'); },
      extractSelectedTabs: async () => ({ ok: true, value: { results: [], failures: [] } }),
    });
    await expect(deliver({ pith: 1, name: 'extractTab', request: { tabId } })).resolves.toEqual({ ok: false, error: { code: 'no-access', message: 'tab 7' } });
    await expect(deliver({ pith: 1, name: 'latestForTab', request: { tabId } })).resolves.toEqual({ ok: true, value: null });
  });

  it('turns a throwing handler into an error answer instead of silence', async () => {
    await expect(deliver({ pith: 1, name: 'openReader', request: { tabId: 1 } })).resolves.toEqual({ ok: false, error: { code: 'unknown', message: 'boom' } });
  });

  it('ignores messages that are not Pith envelopes or name no handler', () => {
    expect(deliver({ hello: 1 })).toBe(false);
    expect(deliver({ pith: 1, name: 'nope', request: {} })).toBe(false);
  });

  it('send() wraps a dead background into an error answer', async () => {
    sendMessage.mockRejectedValueOnce(new Error('Could not establish connection'));
    await expect(messaging.send('latestForTab', { tabId: 1 })).resolves.toEqual({ ok: false, error: { code: 'unknown', message: 'errorBackgroundNoAnswer Could not establish connection' } });
    sendMessage.mockResolvedValueOnce({ ok: true, value: null });
    await expect(messaging.send('latestForTab', { tabId: 1 })).resolves.toEqual({ ok: true, value: null });
    expect(sendMessage).toHaveBeenLastCalledWith({ pith: 1, name: 'latestForTab', request: { tabId: 1 } });
  });
});
