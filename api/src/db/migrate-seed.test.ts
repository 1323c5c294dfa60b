import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { REFERENCE_DATA_DIR } from '../paths';
import { insertMember, openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing';
import { migrateToLatest } from './migrate';
import { seedReferenceData } from './seed';

const REFERENCE_COUNTS = {
  departments: 35,
  years: 10,
  terms: 6,
  curriculum: 130,
  cultures: 88,
  majors: 1619,
  offerings: 12888,
  subject_catalog: 3157,
} as const;

describe.each(testDatabaseKinds())('migrations and reference seed (%s)', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());
  beforeEach(() => database.reset());

  const countRows = async (table: keyof typeof REFERENCE_COUNTS | 'members') => {
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from ${sql.table(table)}
    `.execute(database.db);
    return rows[0]?.count;
  };

  it('seeds every reference table with the CSV rows', async () => {
    for (const [table, count] of Object.entries(REFERENCE_COUNTS)) {
      expect([table, await countRows(table as keyof typeof REFERENCE_COUNTS)]).toEqual([
        table,
        count,
      ]);
    }
  });

  it('keeps the CSV ids the code relies on', async () => {
    const department = await database.db
      .selectFrom('departments')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const graduates = await database.db
      .selectFrom('years')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();

    expect(department.name).toBe('컴퓨터과학전공');
    expect(graduates).toEqual({ id: 1, name: '졸업생', value: null });
  });

  it('applies no migration twice', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('skips the seed while the files are unchanged', async () => {
    expect((await seedReferenceData(database.db)).seeded).toBe(false);
  });

  it('deletes what a member owns with the member; an answered question stays without its author', async () => {
    const memberId = await insertMember(database.db);
    const { id: questionId } = await database.db
      .insertInto('questions')
      .values({ member_id: memberId, title: '질문', content: '내용' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('answers')
      .values({ question_id: questionId, member_id: memberId, content: '답변' })
      .execute();
    await database.db
      .insertInto('courses')
      .values({
        member_id: memberId,
        year: 2023,
        semester: '1학기',
        number: 'HALR1032',
        name: '사고와표현',
        type: '교필',
        domain: '사고와표현',
        credit: 3,
        grade: null,
      })
      .execute();
    await database.db
      .insertInto('sessions')
      .values({
        id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
        member_id: memberId,
        created_at: new Date(),
        last_used_at: new Date(),
      })
      .execute();
    await database.db
      .insertInto('login_statuses')
      .values({ member_id: memberId, ip: '127.0.0.1' })
      .execute();

    await database.db.deleteFrom('members').where('id', '=', memberId).execute();

    for (const table of ['courses', 'sessions', 'login_statuses'] as const) {
      const { rows } = await sql<{ count: number }>`
        select count(*)::int as count from ${sql.table(table)}
      `.execute(database.db);
      expect([table, rows[0]?.count]).toEqual([table, 0]);
    }
    // The board keeps an answered question (and its answer) with no one named as its author
    // (migrations/015, docs/adr/0037); withdrawal deletes the unanswered ones itself.
    expect(await database.db.selectFrom('questions').select(['id', 'member_id']).execute()).toEqual(
      [{ id: questionId, member_id: null }],
    );
    expect(await database.db.selectFrom('answers').select('member_id').execute()).toEqual([
      { member_id: null },
    ]);
    await database.db.deleteFrom('questions').where('id', '=', questionId).execute();
  });

  it('rejects a 학번 that is not 9 digits and a course number twice for one member', async () => {
    await expect(insertMember(database.db, { username: '12345' })).rejects.toThrow();

    const memberId = await insertMember(database.db);
    const course = {
      member_id: memberId,
      year: 2023,
      semester: '1학기',
      number: 'HAEA9225',
      name: '파이썬프로그래밍',
      type: '1전선',
      domain: '*',
      credit: 3,
      grade: null,
    };
    await database.db.insertInto('courses').values(course).execute();
    await expect(database.db.insertInto('courses').values(course).execute()).rejects.toThrow();
  });

  describe('after the CSV files change', () => {
    let folder: string;
    beforeEach(() => {
      folder = mkdtempSync(path.join(os.tmpdir(), 'smunity-seed-'));
      cpSync(REFERENCE_DATA_DIR, folder, { recursive: true });
    });
    afterEach(async () => {
      rmSync(folder, { recursive: true, force: true });
      // Back to the shipped data for the other tests of this file.
      await seedReferenceData(database.db);
    });

    const edit = (file: string, change: (content: string) => string) => {
      const target = path.join(folder, file);
      writeFileSync(target, change(readFileSync(target, 'utf8')));
    };

    it('upserts by id, adds new rows and prunes rows removed from pruned tables', async () => {
      // The files use CRLF line ends.
      edit('terms.csv', (content) => content.replace('6,2025,SECOND\r\n', ''));
      edit('cultures.csv', (content) =>
        content.replace('창의적프로그래밍입문', '창의적프로그래밍기초'),
      );
      edit('years.csv', (content) => `${content}11,2026,2026\r\n`);

      expect((await seedReferenceData(database.db, folder)).seeded).toBe(true);

      expect(await countRows('terms')).toBe(5);
      expect(await countRows('years')).toBe(11);
      const culture = await database.db
        .selectFrom('cultures')
        .select('name')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      expect(culture.name).toBe('창의적프로그래밍기초');
      expect((await seedReferenceData(database.db, folder)).seeded).toBe(false);
    });

    it('leaves the database untouched when a file is invalid', async () => {
      edit('terms.csv', (content) => content.replace('6,2025,SECOND', '6,2025,WINTER'));

      await expect(seedReferenceData(database.db, folder)).rejects.toThrow('terms.csv 6행');
      expect(await countRows('terms')).toBe(6);
    });
  });
});
