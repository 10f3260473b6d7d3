/**
 * Runs the reference API alone: `pnpm --filter @masthead/server start`.
 * PORT (default 8090), DATABASE_URL, PGLITE_DATA_DIR, CAPTCHA_ENABLED, LOCKOUT_MINUTES,
 * SECURE_COOKIES, LOG_COLLECTOR_TOKEN.
 */
import { createServer } from 'node:http';
import { createReferenceApi } from './reference-api.ts';

const port = Number(process.env.PORT ?? 8090);
const api = await createReferenceApi({ logRequests: true });
const server = createServer((req, res) => {
  void api.handle(req, res).then((handled) => {
    if (handled) return;
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errorMessage: 'Only /api/*, /service/* and /dev/mailbox are served here.' }));
  });
});
server.listen(port, '127.0.0.1', () => {
  const where = api.storage === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : api.options.dataDir;
  console.log(`Masthead reference API on http://localhost:${port} (storage: ${where})`);
  console.log(
    `  OpenAPI: http://localhost:${port}/api/openapi.json   mailbox: http://localhost:${port}/dev/mailbox`,
  );
});
const stop = () => {
  server.close();
  void api.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
