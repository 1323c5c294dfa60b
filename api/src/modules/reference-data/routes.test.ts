import { expectRefusal, signedInMember, testDatabaseKinds, useTestApi } from '../../testing';
import { exportReferenceData } from './service';

describe.each(testDatabaseKinds())('/api/v1/admin/reference-data (%s)', (kind) => {
  const api = useTestApi(kind, { resetBetweenTests: false });

  const upload = async (
    headers: { authorization: string },
    files: ReadonlyMap<string, string>,
    dryRun: boolean,
  ) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/admin/reference-data/import',
      headers,
      payload: { dryRun, files: [...files].map(([name, content]) => ({ name, content })) },
    });

  it('is for admins only, decided before the upload is read', async () => {
    const member = await signedInMember(api);
    const anonymous = await api.app.inject({ url: '/api/v1/admin/reference-data' });
    const asMember = await api.app.inject({
      url: '/api/v1/admin/reference-data',
      headers: member.headers,
    });
    const uploadAsMember = await upload(member.headers, new Map([['years.csv', '']]), true);

    expect(anonymous.statusCode).toBe(401);
    expect(asMember.statusCode).toBe(403);
    expect(uploadAsMember.json()).toMatchObject({ code: 'ACCOUNT008' });
  });

  it('shows what is live: cohorts, terms, timetable years, bundled', async () => {
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN' });
    const response = await api.app.inject({
      url: '/api/v1/admin/reference-data',
      headers: admin.headers,
    });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.cohorts).toContainEqual({ year: 2025, hasCurriculum: true });
    expect(body.terms.at(-1)).toEqual({ year: 2025, semester: 'SECOND' });
    expect(body.timetableYears).toEqual([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]);
    expect(body).toMatchObject({ source: 'BUNDLED', imports: [] });
  });

  it('refuses a broken upload with 400 DATA001 naming the row, and changes nothing', async () => {
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN' });
    const files = new Map(await exportReferenceData(api.db));
    files.set('terms.csv', 'id,year,semester\n1,2023,FIRST\n2,twenty,SECOND\n');

    const response = await upload(admin.headers, files, false);

    expectRefusal(response, 400, {
      code: 'DATA001',
      message: '기준 데이터 파일에 오류가 있어 아무것도 바꾸지 않았습니다.',
      detail: { 'terms.csv': 'terms.csv 2행: "year" 열의 값 "twenty"은(는) 정수가 아닙니다' },
    });
    expect((await api.db.selectFrom('terms').select('id').execute()).length).toBe(6);
  });

  it('names a database rule the upload breaks (file, row, rule) with 400 DATA001, for any file name', async () => {
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN' });
    const files = new Map(await exportReferenceData(api.db));
    const departments = files.get('departments.csv')!.trimEnd().split('\n');
    // A new id with the name of row 1: only the database's unique key on the name refuses it.
    departments.push(departments[1]!.replace(/^\d+/, '99'));
    files.set('departments.csv', `${departments.join('\n')}\n`);
    files.set('__proto__', 'a,b\n');
    files.set('constructor', 'a,b\n');

    const unknownNames = await upload(admin.headers, files, true);
    files.delete('__proto__');
    files.delete('constructor');
    const violation = await upload(admin.headers, files, false);

    expect(unknownNames.statusCode).toBe(400);
    expect(Object.keys(unknownNames.json().detail)).toEqual(['__proto__', 'constructor']);
    expect(unknownNames.json().detail.__proto__).toMatch(/^__proto__: 기준 데이터 파일이 아닙니다/);
    expect(violation.statusCode).toBe(400);
    expect(violation.json()).toMatchObject({
      code: 'DATA001',
      detail: {
        'departments.csv': `departments.csv ${departments.length - 1}행: name 값 (${departments[1]!.split(',')[2]})이(가) 다른 행과 겹칩니다 (고유 키 departments_name_key)`,
      },
    });
    expect((await api.db.selectFrom('departments').select('id').execute()).length).toBe(
      departments.length - 2,
    );
  });

  it('shows the dry-run diff of an upload, then applies it and logs who did', async () => {
    const admin = await signedInMember(api, { role: 'ROLE_ADMIN' });
    const files = new Map(await exportReferenceData(api.db));
    files.set('terms.csv', `${files.get('terms.csv')!}7,2026,FIRST\n`);

    const dryRun = await upload(admin.headers, files, true);
    expect(dryRun.statusCode).toBe(200);
    expect(dryRun.json()).toMatchObject({
      status: 'dry-run',
      summary: { termsAdded: [{ year: 2026, semester: 'FIRST' }] },
    });
    expect(dryRun.json().summary.tables).toContainEqual({
      table: 'terms',
      file: 'terms.csv',
      added: 1,
      changed: 0,
      removed: 0,
    });
    expect((await api.db.selectFrom('terms').select('id').execute()).length).toBe(6);

    const applied = await upload(admin.headers, files, false);
    expect(applied.json()).toMatchObject({ status: 'applied' });
    const status = await api.app.inject({
      url: '/api/v1/admin/reference-data',
      headers: admin.headers,
    });
    expect(status.json()).toMatchObject({
      source: 'IMPORT',
      terms: expect.arrayContaining([{ year: 2026, semester: 'FIRST' }]),
      imports: [
        {
          source: 'WEB',
          actor: { username: admin.username, name: admin.name },
          summary: { termsAdded: [{ year: 2026, semester: 'FIRST' }] },
        },
      ],
    });
    // The role-change log of the admin pages lists role changes only.
    const roleLog = await api.app.inject({
      url: '/api/v1/admin/audit-log',
      headers: admin.headers,
    });
    expect(roleLog.statusCode).toBe(200);
  });
});
