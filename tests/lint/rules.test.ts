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
      "export { start } from '../../loader/src/start.ts';\n",
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
