import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: a second process opening the same data folder (the admin
 * command beside a running server) would corrupt it. Whoever opens the folder writes its process
 * id into this file and removes it at exit; a file whose process is gone is stale and taken over
 * (as PostgreSQL treats postmaster.pid, with the same caveat: after a crash another process
 * may have been given that id, so the message names the file to delete).
 */
const LOCK_FILE = 'smunity.lock';

export class PgliteInUseError extends Error {
  override name = 'PgliteInUseError';
  readonly lockFile: string;

  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    const lockFile = path.join(dataDir, LOCK_FILE);
    super(
      `PGlite data folder ${dataDir} is in use by process ${pid} ` +
        `(if no api or admin command is running, delete ${lockFile})`,
    );
    this.lockFile = lockFile;
  }
}

/** Takes the folder for this process, or throws PgliteInUseError naming the live owner. */
export function lockPgliteDataDir(dataDir: string): void {
  const file = path.join(dataDir, LOCK_FILE);
  for (;;) {
    try {
      // 'wx' fails when the file exists, so two processes starting together cannot both win.
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      process.once('exit', () => rmSync(file, { force: true }));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = lockOwner(file);
    if (owner === process.pid) return;
    if (owner !== null && isAlive(owner)) throw new PgliteInUseError(dataDir, owner);
    rmSync(file, { force: true });
  }
}

function lockOwner(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    // Signal 0 only checks that the process exists.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
