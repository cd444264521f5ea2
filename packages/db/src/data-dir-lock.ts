import { randomUUID } from 'node:crypto';
import {
  closeSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who holds an embedded database folder. PGlite is one process's database: a second process that
 * opens the same folder writes over the first one's pages, so every opener takes this lock first.
 */
export interface LockOwner {
  pid: number;
  /** The process's start in clock ticks after boot (Linux), which tells a reused pid apart. */
  startTicks?: string;
  /** The kernel's boot id (Linux): a lock written before a reboot is stale whatever its pid. */
  bootId?: string;
  hostname: string;
  /** What the holder is, in words for the message: "Bolo server", "npm run db:seed-demo" … */
  holder: string;
  since: string;
  /** Where a running server takes commands that would otherwise need the folder (see `setControl`). */
  control?: LockControl;
}

export interface LockControl {
  url: string;
  token: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by ${owner.holder} (pid ${owner.pid} on ${owner.hostname}, since ${owner.since}). ` +
        'Only one process may open it at a time: stop that process first (Ctrl+C in its terminal), ' +
        `or, if it is certainly not running, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Tells later openers where this process takes commands; the file stays readable by its owner only. */
  setControl(control: LockControl): void;
  release(): void;
}

const readProc = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** Field 22 of /proc/PID/stat; the command name in field 2 may hold spaces, so count after its ')'. */
function startTicksOf(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = () => readProc('/proc/sys/kernel/random/boot_id')?.trim();

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, but belongs to another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process a lock names is gone: it is not alive, the machine was restarted since, or
 * its pid now belongs to a process that started at another time. A lock from another machine
 * (a shared folder) cannot be checked, and counts as held.
 */
export function isStale(owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return false;
  const currentBoot = bootId();
  if (owner.bootId && currentBoot && owner.bootId !== currentBoot) return true;
  if (!isAlive(owner.pid)) return true;
  const ticks = startTicksOf(owner.pid);
  return Boolean(owner.startTicks && ticks && owner.startTicks !== ticks);
}

/** A lock file still empty or half-written this long after its creation was left by a killed opener. */
const WRITING_MS = 2_000;

interface FoundLock {
  text: string;
  owner: LockOwner;
  held: boolean;
}

function readLock(lockPath: string): FoundLock | undefined {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    return { text, owner, held: !isStale(owner) };
  } catch {
    // created but not written yet: by a process opening it right now, or by one killed in between
    const held = Date.now() - statSync(lockPath).mtimeMs < WRITING_MS;
    return {
      text,
      owner: { pid: 0, hostname: hostname(), holder: 'a process opening it', since: '?' },
      held,
    };
  }
}

/** The live owner of `dataDir`'s lock, if any. */
export function lockOwnerOf(dataDir: string): LockOwner | undefined {
  const found = readLock(lockPathOf(dataDir));
  return found?.held ? found.owner : undefined;
}

export const lockPathOf = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, '')}.lock`;

/**
 * Takes the lock of `dataDir` for this process, or throws `DataDirLockedError` naming the process
 * that holds it. The lock is a file beside the folder, created with O_EXCL; a stale one (see
 * `isStale`) is taken over. Released by `release()` and, failing that, when this process exits.
 */
export function lockDataDir(dataDir: string, holder: string): DataDirLock {
  const lockPath = lockPathOf(dataDir);
  let owner: LockOwner = {
    pid: process.pid,
    startTicks: startTicksOf(process.pid),
    bootId: bootId(),
    hostname: hostname(),
    holder,
    since: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify(owner));
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readLock(lockPath);
    if (!found) continue;
    if (found.held || attempt >= 3) throw new DataDirLockedError(dataDir, lockPath, found.owner);
    // Two openers may find the same stale lock: each removes it only if it still reads the same,
    // and then only one of them creates the next one (O_EXCL).
    if (readLock(lockPath)?.text === found.text) rmSync(lockPath, { force: true });
  }

  const releaseOnExit = () => rmSync(lockPath, { force: true });
  process.once('exit', releaseOnExit);
  let held = true;
  return {
    path: lockPath,
    setControl(control) {
      if (!held) return;
      owner = { ...owner, control };
      // written beside and renamed over, so an opener never reads half a file
      const next = `${lockPath}.${randomUUID()}`;
      writeFileSync(next, JSON.stringify(owner), { mode: 0o600 });
      renameSync(next, lockPath);
    },
    release() {
      if (!held) return;
      held = false;
      process.off('exit', releaseOnExit);
      if (readLock(lockPath)?.owner.pid === process.pid) rmSync(lockPath, { force: true });
    },
  };
}
