/**
 * The federation table lives in `@masthead/federation` (packages/federation/src/table.ts),
 * where every package imports it by name; the build configs read it from here.
 */
export * from './packages/federation/src/table.ts';
