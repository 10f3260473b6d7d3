// jsdom ships no types; the one constructor the sanitiser tests use (a window for DOMPurify).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
