export { createReferenceApi, isApiPath } from './reference-api.ts';
export type { ReferenceApi } from './reference-api.ts';
export { defaultDataDir, resolveOptions } from './options.ts';
export type { ReferenceApiOptions, ResolvedOptions } from './options.ts';
export { openApiDocument } from './openapi.ts';
export type { Database } from './db/database.ts';
