import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockPgliteDataDir, PgliteInUseError } from './pglite-lock';

describe('lockPgliteDataDir', () => {
  let dataDir: string;
  const lockFile = () => path.join(dataDir, 'smunity.lock');

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'smunity-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('takes a free folder for this process, and again when this process opens it again', () => {
    lockPgliteDataDir(dataDir);
    lockPgliteDataDir(dataDir);

    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
  });

  it('refuses a folder held by another live process, naming it', () => {
    // The parent of the test process is alive for as long as this test runs.
    writeFileSync(lockFile(), `${process.ppid}\n`);

    expect(() => lockPgliteDataDir(dataDir)).toThrow(PgliteInUseError);
    expect(() => lockPgliteDataDir(dataDir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over the lock of a process that is gone', () => {
    const finished = spawnSync(process.execPath, ['-e', '']);
    writeFileSync(lockFile(), `${finished.pid}\n`);

    lockPgliteDataDir(dataDir);

    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(lockFile(), 'garbage');

    lockPgliteDataDir(dataDir);

    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
  });
});
