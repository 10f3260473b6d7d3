/**
 * One process at a time on a PGlite folder. PGlite is PostgreSQL compiled into this process,
 * with no postmaster to turn a second one away: a second server on the same folder starts
 * without a word and then stalls for a minute or more (or, worse, both write). A lock file
 * beside the folder (`<folder>.lock`) names the process that has it open; a second start reads
 * it and stops at once, naming the folder and that process. A lock whose process is gone (one
 * killed, a machine restarted, a container started again with the same pid) is taken over.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface LockRecord {
  pid: number;
  /** What that process runs, for the message a second start prints. */
  command: string;
  since: string;
  /** Tells this holder's lock from a later one of the same pid. */
  token: string;
}

/** The folder a second process tried to open, and who has it. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Pick<LockRecord, 'pid' | 'command' | 'since'>,
  ) {
    super(
      `the PGlite database ${dataDir} is in use by process ${holder.pid} (${holder.command}, since ` +
        `${holder.since}); PGlite is one process only: stop that one, or give this one another folder ` +
        '(PGLITE_DATA_DIR) or a PostgreSQL server (DATABASE_URL).',
    );
    this.name = 'DatabaseInUseError';
  }
}

/** Locks this process holds, by lock file: the same folder opened twice here is in use too. */
const held = new Map<string, string>();

const read = (file: string): LockRecord | undefined => {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockRecord>;
    return Number.isInteger(record.pid) && typeof record.token === 'string'
      ? (record as LockRecord)
      : undefined;
  } catch {
    return undefined;
  }
};

/** Whether a process with this pid runs (EPERM: it does, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock's holder is still there: a live pid other than ours, or this process's own lock. */
const alive = (file: string, record: LockRecord) =>
  record.pid === process.pid ? held.get(file) === record.token : running(record.pid);

/**
 * Moves a stale lock aside, and puts it back when it turns out not to be the one judged
 * stale (another process took it over between the read and the move).
 */
function removeStale(file: string, stale: string): void {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return; // gone already: someone else removed it
  }
  if (readFileSync(aside, 'utf8') !== stale) {
    try {
      linkSync(aside, file);
    } catch {
      // a lock is there again: it stands
    }
  }
  unlinkSync(aside);
}

/**
 * Takes the lock of the PGlite folder `dataDir`, or throws `DatabaseInUseError` when a live
 * process has it. Returns the release, which removes the lock if it is still this one's.
 */
export function lockDataDir(dataDir: string): () => void {
  const folder = resolve(dataDir);
  const file = `${folder}.lock`;
  const record: LockRecord = {
    pid: process.pid,
    command: process.argv
      .slice(1)
      .map((arg) => arg.replace(/^.*[/\\]node_modules[/\\]/, ''))
      .join(' ')
      .slice(0, 200),
    since: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  };
  // Written whole, then linked into place: a reader never sees half a lock, and of two
  // processes linking at once, one gets EEXIST.
  const draft = `${file}.${process.pid}.${record.token}.new`;
  writeFileSync(draft, JSON.stringify(record));
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(draft, file);
        held.set(file, record.token);
        const release = () => {
          process.off('exit', release);
          if (held.get(file) !== record.token) return;
          held.delete(file);
          if (read(file)?.token === record.token) unlinkSync(file);
        };
        // A process that exits without closing the database (process.exit, an uncaught error)
        // leaves no lock behind.
        process.on('exit', release);
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const text = (() => {
        try {
          return readFileSync(file, 'utf8');
        } catch {
          return undefined;
        }
      })();
      if (text === undefined) continue;
      const holder = read(file);
      if (holder && alive(file, holder)) throw new DatabaseInUseError(folder, holder);
      removeStale(file, text);
    }
    throw new Error(`could not take the lock ${file}: it keeps changing under another process`);
  } finally {
    unlinkSync(draft);
  }
}
