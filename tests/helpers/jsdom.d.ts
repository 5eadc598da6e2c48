/** The part of jsdom the browserless language walk uses (tests/e2e/languages-public-pages.spec.ts): a page's HTML parsed into a document. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
