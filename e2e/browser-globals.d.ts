// Code passed to `worker.evaluate` / `page.evaluate` runs in the extension, where `chrome` is the WebExtension API.
declare const chrome: typeof import('wxt/browser').browser;
