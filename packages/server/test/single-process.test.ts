/**
 * PGlite opens a data folder from one process only. A second API (or demo) on a folder another
 * process holds stops at once, saying which folder and which process, instead of starting
 * without a word and stalling for a minute; a folder whose process is gone is taken over.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createReferenceApi } from '../src/index.ts';
import { demoScript, mainScript, startProcess, type StartedProcess } from './processes.ts';

const root = await mkdtemp(join(tmpdir(), 'masthead-single-'));
afterAll(() => rm(root, { recursive: true, force: true }));
/** One folder for every test: only the first start pays for creating the database. */
const dataDir = join(root, 'pglite');

const started: StartedProcess[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((running) => running.stop('SIGTERM')));
});
const start = (script: string) => {
  const running = startProcess(script, { PGLITE_DATA_DIR: dataDir, MASTHEAD_MODE: 'development' });
  started.push(running);
  return running;
};

/** The lines a process wrote to stderr that say something (no blank ones). */
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('given an API that has the data folder open', () => {
  it('a second API on it exits at once, naming the folder and the first process', async () => {
    const first = start(mainScript);
    await first.listening;
    const since = Date.now();
    const second = start(mainScript);
    const { code, stderr } = await second.ended;
    expect(code).toBe(1);
    // Its start and the refusal: nowhere near the minute a second PGlite used to stall for.
    expect(Date.now() - since).toBeLessThan(20_000);
    expect(lines(stderr)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Masthead reference API did not start: the PGlite database ${dataDir} is in use by process ${first.pid} \\(.*main\\.ts`,
        ),
      ),
    ]);
    // The first is untouched by it.
    expect((await fetch(`${await first.listening}/api/captcha/config`)).status).toBe(200);
  }, 90_000);

  it('the demo on it exits at once, with the same line', async () => {
    const first = start(mainScript);
    await first.listening;
    const { code, stderr } = await start(demoScript).ended;
    expect(code).toBe(1);
    expect(lines(stderr)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Masthead demo did not start: the PGlite database ${dataDir} is in use by process ${first.pid} `,
        ),
      ),
    ]);
  }, 90_000);

  it('the next API starts once the first has stopped', async () => {
    const first = start(mainScript);
    await first.listening;
    await first.stop('SIGTERM');
    const next = start(mainScript);
    expect(await next.listening).toMatch(/^http:\/\/localhost:\d+$/);
  }, 90_000);

  it('the next API takes over the folder of one that was killed', async () => {
    const first = start(mainScript);
    await first.listening;
    // Killed: no chance to remove its lock.
    await first.stop('SIGKILL');
    expect(JSON.parse(await readFile(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: first.pid });
    const next = start(mainScript);
    await next.listening;
    expect(JSON.parse(await readFile(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: next.pid });
  }, 90_000);
});

describe('given one process', () => {
  it('refuses to open a folder it has open already, and opens it again once closed', async () => {
    const options = { dataDir, env: {}, mode: 'development' as const };
    const first = await createReferenceApi(options);
    try {
      await expect(createReferenceApi(options)).rejects.toThrow(
        `the PGlite database ${dataDir} is in use by process ${process.pid}`,
      );
    } finally {
      await first.close();
    }
    const again = await createReferenceApi(options);
    await again.close();
  }, 90_000);
});
