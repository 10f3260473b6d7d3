/**
 * The API and the demo as their own processes, started the way `pnpm --filter @masthead/server
 * start` and `pnpm serve` start them (tsx), for the tests of what a start prints and how it ends.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const mainScript = fileURLToPath(new URL('../src/main.ts', import.meta.url));
export const demoScript = fileURLToPath(new URL('../../../host-demo/server.ts', import.meta.url));

export interface StartedProcess {
  pid: number;
  /** Resolves with the origin it printed once it listens; rejects if it ends first. */
  listening: Promise<string>;
  /** Resolves once it has ended, with its exit code and everything it wrote to stderr. */
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs `script` with `env` on top of this process's environment, on a free port. */
export function startProcess(script: string, env: Record<string, string>): StartedProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const ended = new Promise<Awaited<StartedProcess['ended']>>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const look = () => {
      const origin = /(?:reference API on|Masthead demo:) (http:\/\/localhost:\d+)/.exec(stdout)?.[1];
      if (origin) resolve(origin);
    };
    child.stdout.on('data', look);
    void ended.then(({ code }) => reject(new Error(`ended (${code}) before listening: ${stderr}`)));
  });
  // Awaited by whoever asks; an unasked rejection is not an error here.
  listening.catch(() => undefined);
  return {
    pid: child.pid ?? 0,
    listening,
    ended,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await ended;
    },
  };
}
