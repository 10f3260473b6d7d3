/**
 * `./locales/en-XA.json` has no file: the messages plugin (@masthead/build) makes the
 * pseudo-locale from the English one. A shorthand declaration, so another package's same
 * declaration merges with this one.
 */
declare module '*/locales/en-XA.json';
