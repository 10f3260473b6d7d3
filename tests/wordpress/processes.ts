/**
 * The child processes of a running test site (its database server, PHP's built-in server):
 * started in a process group of their own with their output in a log, waited for, and stopped
 * with everything they started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The last lines of a log file, or a note that there is none. */
export function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return `(no ${file})`;
  const text = readFileSync(file, 'utf8').trimEnd();
  return text ? `${file}:\n${text.split('\n').slice(-lines).join('\n')}` : `(${file} is empty)`;
}

/**
 * Starts a child process in a process group of its own, which is stopped with the test's process
 * even when `stop` does not run: PHP's built-in server forks its workers, and they outlive their
 * parent when only it is stopped (still answering on the port, for a site that is gone).
 */
export function startChild(
  program: string,
  args: string[],
  log: string,
  env: NodeJS.ProcessEnv,
): ChildProcess {
  const out = openSync(log, 'a');
  // Its output goes to a file: a pipe nobody reads while a test waits on PHP would fill and stall it.
  const child = spawn(program, args, { stdio: ['ignore', out, out], env, detached: true });
  closeSync(out);
  const kill = () => signalGroup(child, 'SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  return child;
}

/** Sends `signal` to the child's process group, if any of it is still there. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Gone already.
  }
}

/** Stops a child and the processes it started with `signal`; resolves once the child has exited. */
export async function stopChild(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!child) return;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signalGroup(child, signal);
    await exited;
  }
  // Any of its processes still there. (The workers it leaves are zombies until the machine's
  // init reaps them, which can take seconds: waiting for the group to go would wait for that.)
  signalGroup(child, 'SIGKILL');
}

/** Whether nothing listens on 127.0.0.1:`port`. */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Waits for `ready` to hold, failing once `child` has exited or `seconds` have passed. */
export async function waitFor(
  what: string,
  child: ChildProcess,
  seconds: number,
  ready: () => Promise<boolean>,
) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what}: the process exited (${child.exitCode ?? child.signalCode})`);
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
