// Types of scripts/ensure-nginx.mjs, for the production-serving test.
export const nginxPath: string;
export function ensureNginx(): { path: string } | { missing: string };
