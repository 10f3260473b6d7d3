/**
 * V8's explicit compile hint: a file that starts with this comment has every function
 * compiled eagerly, on a background thread while the file streams in, instead of lazily on
 * the main thread the first time each is called. Masthead's files that run as a page loads
 * (the loader, its core with React, the libraries a widget starts with, each expose's
 * chunk) call most of their functions then: in the bench at 4x CPU, hinting the loader's
 * files took about half the main thread's compile work off it on the sign-in page. Browsers
 * without the hint read a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** `code` with the hint in front, once. */
export const withCompileHint = (code: string): string =>
  code.startsWith(compileHint) ? code : compileHint + code;
