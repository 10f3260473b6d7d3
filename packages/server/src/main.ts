/**
 * Runs the reference API alone: `pnpm --filter @masthead/server start`. Production mode
 * unless MASTHEAD_MODE=development; every setting and its environment variable is in
 * options.ts and docs/reference-api.md. A setting production refuses (the dev mailbox, the
 * demo accounts, the demo captcha, no log collector token of its own) stops the start with a
 * message saying which and why.
 */
import { createServer } from 'node:http';
import { demoAccounts, errorFields, type ErrorBody } from '@masthead/api/contract';
import { createReferenceApi, type ReferenceApi } from './reference-api.ts';

const port = Number(process.env.PORT ?? 8090);
let api: ReferenceApi;
try {
  api = await createReferenceApi({ logRequests: true });
} catch (error) {
  console.error(`Masthead reference API did not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

if (api.options.mode === 'production') {
  // Accounts a development run seeded into this database keep their published passwords.
  const seeded = await api.database.query<{ email: string }>(
    'select email from users where email = any($1)',
    [Object.values(demoAccounts).map((account) => account.emailAddress)],
  );
  if (seeded.length > 0)
    console.warn(
      `Warning: this database holds the demo accounts (${seeded.map((row) => row.email).join(', ')}), ` +
        'whose passwords are published. Delete them before readers can reach this server.',
    );
}

const server = createServer((req, res) => {
  void api.handle(req, res).then((handled) => {
    if (handled) return;
    res.writeHead(404, { 'content-type': 'application/json' });
    const body: ErrorBody = {
      field: errorFields.noRoute,
      errorMessage: 'Only /api/* and /service/* are served here.',
    };
    res.end(JSON.stringify(body));
  });
});
server.listen(port, '127.0.0.1', () => {
  const where = api.storage === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : api.options.dataDir;
  // The port it got: PORT=0 takes a free one.
  const address = server.address();
  const origin = `http://localhost:${typeof address === 'object' && address ? address.port : port}`;
  console.log(`Masthead reference API on ${origin} (${api.options.mode}, storage: ${where})`);
  console.log(`  OpenAPI: ${origin}/api/openapi.json`);
  if (api.options.devMailbox) console.log(`  dev mailbox: ${origin}/dev/mailbox`);
});
const stop = () => {
  server.close();
  void api.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
