import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, type LockOwner, lockDataDir, lockOwnerOf, lockPathOf } from './data-dir-lock';

let folder: string;
let dataDir: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'bolo-lock-'));
  dataDir = join(folder, 'pglite');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const writeLock = (owner: Partial<LockOwner>) =>
  writeFileSync(
    lockPathOf(dataDir),
    JSON.stringify({
      hostname: hostname(),
      holder: 'the Bolo server',
      since: '2026-11-27T10:00:00Z',
      ...owner,
    }),
  );

/** The pid of a process that ran and has exited. */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

describe('the lock of an embedded database folder', () => {
  it('is a file beside the folder, readable by its owner only, removed on release', () => {
    const lock = lockDataDir(dataDir, 'the Bolo server');
    expect(lock.path).toBe(`${dataDir}.lock`);
    expect(statSync(lock.path).mode & 0o777).toBe(0o600);
    expect(lockOwnerOf(dataDir)).toMatchObject({ pid: process.pid, holder: 'the Bolo server' });
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    expect(lockOwnerOf(dataDir)).toBeUndefined();
  });

  it('refuses a second opener while held, naming the holder and what to do', () => {
    const lock = lockDataDir(dataDir, 'the Bolo server');
    try {
      expect(() => lockDataDir(dataDir, 'npm run db:seed-demo')).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir, 'npm run db:seed-demo')).toThrow(
        new RegExp(`in use by the Bolo server \\(pid ${process.pid} .*stop that process first`),
      );
    } finally {
      lock.release();
    }
    lockDataDir(dataDir, 'npm run db:seed-demo').release();
  });

  it('counts a process on another machine as holding it (a shared folder cannot be checked)', () => {
    writeLock({ pid: 1, hostname: 'another-machine' });
    expect(() => lockDataDir(dataDir, 'the Bolo server')).toThrow(/pid 1 on another-machine/);
  });

  it('takes over the lock of a process that has exited (killed, crashed)', async () => {
    writeLock({ pid: await deadPid() });
    const lock = lockDataDir(dataDir, 'the Bolo server');
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to a process started at another time', () => {
    writeLock({ pid: process.pid, startTicks: '1' });
    lockDataDir(dataDir, 'the Bolo server').release();
  });

  it('takes over a lock written before the machine restarted', () => {
    writeLock({ pid: process.pid, bootId: 'a-boot-before-this-one' });
    lockDataDir(dataDir, 'the Bolo server').release();
  });

  it('waits for a lock file being written, and takes over one left half-written', () => {
    writeFileSync(lockPathOf(dataDir), '{"pid":');
    expect(() => lockDataDir(dataDir, 'the Bolo server')).toThrow(/in use by a process opening it/);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lockPathOf(dataDir), longAgo, longAgo);
    lockDataDir(dataDir, 'the Bolo server').release();
  });

  it('tells later openers where the holder takes commands', () => {
    const lock = lockDataDir(dataDir, 'the Bolo server');
    lock.setControl({ url: 'http://127.0.0.1:3000', token: 'secret' });
    expect(lockOwnerOf(dataDir)?.control).toEqual({ url: 'http://127.0.0.1:3000', token: 'secret' });
    expect(statSync(lock.path).mode & 0o777).toBe(0o600);
    lock.release();
  });
});
