/**
 * The lint boundaries fire: each rule is run through ESLint's Node API, with the repository's
 * own configuration, on code that breaks it (fixtures/, or a snippet linted as if it were a
 * file of a given package). If a rule were switched off or its zones stopped matching, this
 * fails.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root, ignore: false });

async function rulesFired(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

async function rulesFiredIn(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([`${root}${file}`]);
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lint boundaries', () => {
  it('rejects an import cycle', async () => {
    expect(await rulesFiredIn('tests/lint/fixtures/cycle-a.ts')).toContainEqual(
      expect.stringMatching(/^import-x\/no-cycle: /),
    );
  });

  it('rejects a remote importing another remote, and its relative path too', async () => {
    const fired = await rulesFired(
      "export { default } from '../../header-chrome/src/header.ts';\n",
      'packages/footer/src/widget.ts',
    );
    expect(fired).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Nothing imports a remote \(header-chrome\)/),
    );
  });

  it('rejects a shared package importing a remote', async () => {
    const fired = await rulesFired(
      "export { default } from '../../account-dialog/src/widget.ts';\n",
      'packages/auth-flow/src/lazy.ts',
    );
    expect(fired).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Nothing imports a remote \(account-dialog\)/),
    );
  });

  it('rejects a shared package importing the host', async () => {
    const fired = await rulesFired(
      "export { start } from '../../loader/src/entry/start.ts';\n",
      'packages/store/src/hooks.ts',
    );
    expect(fired).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared packages never import the host/),
    );
  });

  it('rejects the server importing client code, and accepts the contract', async () => {
    const client = await rulesFired(
      "export { signIn } from '@masthead/api';\n",
      'packages/server/src/users.ts',
    );
    expect(client).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The server imports only the contract/),
    );
    const store = await rulesFired(
      "export { mastheadStore } from '../../store/src/store.ts';\n",
      'packages/server/src/users.ts',
    );
    expect(store).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The server imports only/),
    );
    const contract = await rulesFired(
      "export { endpoints } from '@masthead/api/contract';\n",
      'packages/server/src/users.ts',
    );
    expect(contract.filter((message) => message.startsWith('import-x/no-restricted-paths'))).toEqual([]);
  });

  it('rejects a package importing the root Vite config', async () => {
    const fired = await rulesFired(
      "export { default } from '../../vite.config.ts';\n",
      'packages/footer/vite.config.ts',
    );
    expect(fired).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Nothing imports the root Vite config/),
    );
  });

  /**
   * The loader by where its code runs: `[file it is in, what it imports, the message]`. Each
   * row breaks one boundary; the last rows are imports the boundaries allow.
   */
  const loaderImports: [file: string, source: string, message: RegExp | null][] = [
    ['protocol/page.ts', '../entry/start.ts', /The loader's protocol imports neither side/],
    ['protocol/core-files.ts', '../server/page-hints.ts', /The loader's protocol imports neither side/],
    ['entry/start.ts', '../server/page-hints.ts', /Browser code never imports the host server's helpers/],
    [
      'common/prerendered.ts',
      '../server/page-hints.ts',
      /Browser code never imports the host server's helpers/,
    ],
    ['core/mount.tsx', '../server/host-files.ts', /Browser code never imports the host server's helpers/],
    ['session/session.ts', '../server/page-hints.ts', /Browser code never imports the host server's helpers/],
    [
      'server/page-hints.ts',
      '../common/prefetch.ts',
      /The host server's helpers import only the loader's protocol/,
    ],
    [
      'server/host-files.ts',
      '../entry/intent.ts',
      /The host server's helpers import only the loader's protocol/,
    ],
    ['common/prefetch.ts', '../entry/page-load.ts', /The loader's common code imports none of/],
    ['common/startup.ts', '../core/timeout.ts', /The loader's common code imports none of/],
    ['early-dialog/run.ts', '../core/dialogs.ts', /The early dialog imports none of the entry/],
    [
      'early-dialog/view.ts',
      '../server/page-hints.ts',
      /Browser code never imports the host server's helpers/,
    ],
    ['core/federation.ts', '../entry/page-load.ts', /The core chunk never imports the loader's entry/],
    ['core/dialogs.ts', '../session/session.ts', /The core chunk never imports the session chunk/],
    ['session/session.ts', '../entry/start.ts', /The session chunk imports only the loader's common code/],
    ['session/session.ts', '../core/mount.tsx', /The session chunk imports only the loader's common code/],
    ['server/page-hints.ts', '../protocol/manifest.ts', null],
    ['core/federation.ts', '../common/prefetch.ts', null],
    ['entry/start.ts', '../core/core.ts', null],
    ['core/dialogs.ts', '../early-dialog/index.ts', null],
  ];

  it.each(loaderImports)('loader/src/%s importing %s', async (file, source, message) => {
    const fired = (await rulesFired(`export * from '${source}';\n`, `packages/loader/src/${file}`)).filter(
      (text) => text.startsWith('import-x/no-restricted-paths'),
    );
    if (message) expect(fired).toContainEqual(expect.stringMatching(message));
    else expect(fired).toEqual([]);
  });

  it('rejects a floating promise', async () => {
    expect(await rulesFiredIn('tests/lint/fixtures/floating.ts')).toContainEqual(
      expect.stringMatching(/^@typescript-eslint\/no-floating-promises: /),
    );
  });

  it('rejects a switch over a union that leaves members out, with or without default', async () => {
    const fired = (await rulesFiredIn('tests/lint/fixtures/switch.ts')).filter((message) =>
      message.startsWith('@typescript-eslint/switch-exhaustiveness-check'),
    );
    expect(fired).toHaveLength(2);
  });
});
