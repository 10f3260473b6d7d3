/**
 * The pseudo-locale's catalogue has no file: the build makes it from the English one
 * (packages/build/src/messages.ts), so its import has this type.
 */
declare module '*/locales/en-XA.json' {
  const messages: Readonly<Record<string, unknown>>;
  export default messages;
}
