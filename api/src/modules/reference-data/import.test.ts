import path from 'node:path';
import { seedReferenceData } from '../../db/seed';
import { API_ROOT } from '../../paths';
import { signedInMember, testDatabaseKinds, useTestApi } from '../../testing';
import { DATA_FILE_NAMES, readFileSet } from './files';
import { exportReferenceData, importReferenceData, type ImportOutcome } from './service';
import { NOTICE_2026, withCohort2026 } from './testing';

const CLI = { source: 'CLI' } as const;

/** A cell as a hand-edited file holds it: quoted when it has a quote or comma. */
function toCsvCell(text: string): string {
  return /[",]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function summaryOf(outcome: ImportOutcome) {
  if (outcome.status === 'invalid') throw new Error(outcome.errors.join('\n'));
  return outcome.summary;
}

describe.each(testDatabaseKinds())('reference data import and export (%s)', (kind) => {
  const api = useTestApi(kind, { resetBetweenTests: false });

  const importEntries = async () =>
    (
      await api.db
        .selectFrom('admin_audit_log')
        .select('id')
        .where('action', '=', 'REFERENCE_DATA_IMPORTED')
        .execute()
    ).length;
  const tableSizes = async () => ({
    years: (await api.db.selectFrom('years').select('id').execute()).length,
    curriculum: (await api.db.selectFrom('curriculum').select('id').execute()).length,
    majors: (await api.db.selectFrom('majors').select('id').execute()).length,
  });
  const basis = async (headers: { authorization: string }) => {
    const response = await api.app.inject({ url: '/api/v1/courses/basis', headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('exports every data file, and importing the export changes nothing', async () => {
    const files = await exportReferenceData(api.db);
    expect([...files.keys()].sort()).toEqual([...DATA_FILE_NAMES].sort());

    const outcome = await importReferenceData(api.db, files, { dryRun: false, actor: CLI });

    expect(outcome.status).toBe('unchanged');
    for (const table of summaryOf(outcome).tables) {
      expect({
        file: table.file,
        added: table.added,
        changed: table.changed,
        removed: table.removed,
      }).toEqual({
        file: table.file,
        added: 0,
        changed: 0,
        removed: 0,
      });
    }
    expect(await importEntries()).toBe(0);
  });

  it('reads a folder laid out like api/data: the bundled files are what is live', async () => {
    const files = await readFileSet(path.join(API_ROOT, 'data'));

    const outcome = await importReferenceData(api.db, files, { dryRun: true, actor: CLI });

    expect(outcome.status).toBe('unchanged');
  });

  it('refuses a set with broken rows, naming file, row and column, and changes nothing', async () => {
    const files = withCohort2026(await exportReferenceData(api.db));
    const majors = files.get('majors.csv')!.split('\n');
    majors[3] = majors[3]!.replace(/,\d+$/, ',three');
    const broken = new Map(files).set('majors.csv', majors.join('\n'));
    broken.set('terms.csv', `${files.get('terms.csv')!.trimEnd()}\n7,2026,SUMMER\n`);
    broken.set('notes.csv', 'a,b\n');
    const before = await tableSizes();

    const outcome = await importReferenceData(api.db, broken, { dryRun: false, actor: CLI });

    expect(outcome).toEqual({
      status: 'invalid',
      errors: expect.arrayContaining([
        expect.stringMatching(/^notes\.csv: 기준 데이터 파일이 아닙니다/),
        'majors.csv 3행: "credit" 열의 값 "three"은(는) 정수가 아닙니다',
        'terms.csv 7행: "semester" 열의 값 "SUMMER"은(는) FIRST, SECOND 중 하나가 아닙니다',
      ]),
    });
    expect(await tableSizes()).toEqual(before);
    expect(await importEntries()).toBe(0);
  });

  it('refuses curriculum rows of a cohort the set lacks, and a set that drops a live cohort', async () => {
    const files = await exportReferenceData(api.db);
    const withoutYear = (id: number) => {
      const years = files.get('years.csv')!.split('\n');
      return new Map(files).set(
        'years.csv',
        years.filter((line) => !line.startsWith(`${id},`)).join('\n'),
      );
    };

    const orphaned = await importReferenceData(api.db, withoutYear(10), {
      dryRun: true,
      actor: CLI,
    });
    const dropped = await importReferenceData(api.db, withoutYear(1), { dryRun: true, actor: CLI });

    expect(orphaned).toEqual({
      status: 'invalid',
      errors: [
        expect.stringMatching(/^curriculum\.csv \d+행: year_id 10이\(가\) years에 없습니다/),
      ],
    });
    expect(dropped).toEqual({
      status: 'invalid',
      errors: ['years.csv: 지금 쓰이는 id 1은(는) 뺄 수 없습니다'],
    });
  });

  it('adds a 2026 cohort: the dry run shows it and writes nothing; applying re-points the 2026 student, ends the notice and logs the import', async () => {
    const freshman = await signedInMember(api, { username: '202610101', cohort: 2025 });
    expect(await basis(freshman.headers)).toMatchObject({
      entranceYear: 2026,
      cohort: 2025,
      notice: NOTICE_2026,
      curriculumTerm: { year: 2025, semester: '2학기' },
      timetable: {
        ranges: [
          { from: { year: 2017, semester: '1학기' }, to: { year: 2024, semester: '1학기' } },
        ],
        notice: '개설 학기 정보는 2024년 1학기 시간표까지입니다.',
      },
    });
    const files = withCohort2026(await exportReferenceData(api.db));
    const before = await tableSizes();

    const dryRun = await importReferenceData(api.db, files, { dryRun: true, actor: CLI });

    expect(dryRun.status).toBe('dry-run');
    const summary = summaryOf(dryRun);
    expect(summary).toMatchObject({
      cohortsAdded: [2026],
      termsAdded: [],
      timetableYearsAdded: [],
      membersWithChangedResults: 1,
    });
    expect(summary.tables.find((table) => table.table === 'years')).toMatchObject({
      added: 1,
      changed: 0,
      removed: 0,
    });
    expect(summary.tables.find((table) => table.table === 'curriculum')?.added).toBeGreaterThan(0);
    expect(await tableSizes()).toEqual(before);
    expect(await basis(freshman.headers)).toMatchObject({ cohort: 2025, notice: NOTICE_2026 });

    const applied = await importReferenceData(api.db, files, { dryRun: false, actor: CLI });
    await api.settled();

    expect(applied.status).toBe('applied');
    expect(await basis(freshman.headers)).toMatchObject({
      entranceYear: 2026,
      cohort: 2026,
      notice: null,
    });
    const entry = await api.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('action', '=', 'REFERENCE_DATA_IMPORTED')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ source: 'CLI', actor_username: null, target_username: null });
    expect(entry.detail).toMatchObject({ cohortsAdded: [2026], membersWithChangedResults: 1 });

    // A restart's seeder leaves the imported data alone.
    const seed = await seedReferenceData(api.db);
    expect(seed).toMatchObject({ seeded: false, importedAt: expect.any(Date) });
    expect((await tableSizes()).years).toBe(before.years + 1);
  });

  // After the 2026 test: it applies an import of its own.
  it('exports formula cells as text and reads them back unchanged', async () => {
    const formulas = ['=HYPERLINK("http://evil.example","x")', '+1', '-cmd', '@SUM(A1)', "'plain"];
    const cultures = (await exportReferenceData(api.db)).get('cultures.csv')!.trimEnd().split('\n');
    const rows = formulas.map(
      (name, index) => `${900 + index},BALANCE_ART,${String(99_000 + index)},${toCsvCell(name)},3`,
    );
    const files = new Map(await exportReferenceData(api.db)).set(
      'cultures.csv',
      `${[...cultures, ...rows].join('\n')}\n`,
    );
    expect(
      summaryOf(await importReferenceData(api.db, files, { dryRun: false, actor: CLI })).tables,
    ).toContainEqual(expect.objectContaining({ table: 'cultures', added: formulas.length }));

    const exported = (await exportReferenceData(api.db)).get('cultures.csv')!;
    const again = await importReferenceData(api.db, await exportReferenceData(api.db), {
      dryRun: true,
      actor: CLI,
    });

    // Every exported cell a spreadsheet would run starts with an apostrophe.
    const cells = exported.split('\n').flatMap((line) => line.split(','));
    expect(cells.filter((cell) => /^"?[=+@\t\r]/.test(cell) || /^"?-[^\d]/.test(cell))).toEqual([]);
    expect(exported).toContain(`'=HYPERLINK(""http://evil.example""`);
    expect(exported).toContain(`''plain`);
    expect(again.status).toBe('unchanged');
    const names = await api.db
      .selectFrom('cultures')
      .select('name')
      .where('id', '>=', 900)
      .orderBy('id')
      .execute();
    expect(names.map((row) => row.name)).toEqual(formulas);
  });
});
