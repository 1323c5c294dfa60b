import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AppDatabase } from '../db/database';
import { openTestDatabase, type TestDatabase } from '../testing';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from './admin-command';
import { runDataCommand } from './data-command';

describe('npm run data -- import|export (pglite)', () => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'smunity-data-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  /** Runs the command on the test database, which it must not close (the suite's). */
  async function run(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    // The command closes the database it opened; the suite's database stays open for checks.
    const open = async () => {
      const { db } = database;
      return new Proxy(db, {
        get(target, property) {
          if (property === 'destroy') return async () => {};
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }) as AppDatabase;
    };
    const code = await runDataCommand(args, open, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('exports the live data, and importing it again changes nothing', async () => {
    const exported = await run('export', folder);
    expect(exported).toMatchObject({ code: EXIT_OK, out: `Exported 12 files to ${folder}.` });

    const imported = await run('import', folder);

    expect(imported.code).toBe(EXIT_OK);
    expect(imported.out).toContain('legacy_offerings_2017_2024.csv');
    expect(imported.out).toContain(
      'No changes: the files match the live data. Nothing was written.',
    );
  });

  it('shows a dry run and writes nothing; refuses a broken file naming its row', async () => {
    await run('export', folder);
    const terms = path.join(folder, 'reference', 'terms.csv');
    await writeFile(terms, `${await readFile(terms, 'utf8')}7,2026,FIRST\n`);

    const dryRun = await run('import', folder, '--dry-run');
    expect(dryRun.code).toBe(EXIT_OK);
    expect(dryRun.out).toMatch(/terms\.csv\s+1\s+0\s+0/);
    expect(dryRun.out).toContain('terms added: 2026년 1학기');
    expect(dryRun.out).toContain('Dry run: nothing was written.');
    expect((await database.db.selectFrom('terms').select('id').execute()).length).toBe(6);

    await writeFile(terms, 'id,year,semester\n1,2023,FIRST\n2,2023,\n');
    const broken = await run('import', folder);
    expect(broken.code).toBe(EXIT_FAILED);
    expect(broken.err).toContain('오류 1개: 아무것도 바꾸지 않았습니다.');
    expect(broken.err).toContain(
      'terms.csv 2행: "semester" 열의 값 ""은(는) FIRST, SECOND 중 하나가 아닙니다',
    );
  });

  it('answers a wrong command with the usage', async () => {
    expect((await run('import')).code).toBe(EXIT_USAGE);
    expect((await run('export', folder, '--dry-run')).code).toBe(EXIT_USAGE);
    expect((await run('--help')).out).toContain('import <folder> [--dry-run]');
  });
});
