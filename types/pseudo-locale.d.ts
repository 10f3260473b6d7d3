/**
 * A catalogue's pseudo-locale (`./locales/en-XA.json`) has no file: the build makes it from the
 * English one (packages/build/src/messages.ts). Its messages are the English ones' shape.
 */
declare module '*/locales/en-XA.json' {
  const messages: Record<string, unknown>;
  export default messages;
}
