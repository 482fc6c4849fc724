// jsdom ships no types and @types/jsdom is not installed; the CLI needs only this much of it.
declare module 'jsdom' {
  export class VirtualConsole {}
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; virtualConsole?: VirtualConsole });
    readonly window: Window & typeof globalThis;
  }
}
