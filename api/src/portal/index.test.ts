import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPortal, DemoPortalFileError } from './index';
import { standinStudent, startPortalStandin } from './testing/portal-standin';

let folder: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'portal-'));
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

function writeDemoFile(name: string, content: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, content);
  return file;
}

describe('createPortal', () => {
  it('uses the default demo file when none is given', async () => {
    const portal = createPortal({ kind: 'demo', demoFile: null });
    await expect(
      portal.fetchStudent({ username: '202307101', password: 'demo1234!' }),
    ).resolves.toMatchObject({ name: '임하늘', department: '핀테크전공' });
  });

  it('reads the given demo file', async () => {
    const file = writeDemoFile(
      'one.json',
      JSON.stringify({
        students: [
          {
            username: '202400001',
            password: 'secret-1!',
            name: '테스트',
            email: 'test@example.com',
            department: '게임전공',
          },
        ],
      }),
    );
    const portal = createPortal({ kind: 'demo', demoFile: file });
    await expect(
      portal.fetchCourses({ username: '202400001', password: 'secret-1!' }),
    ).resolves.toEqual({
      courses: [],
    });
  });

  it('stops at creation on a missing, unreadable or invalid demo file, naming the file', () => {
    const missing = path.join(folder, 'missing.json');
    const notJson = writeDemoFile('broken.json', '{ "students": [');
    const invalid = writeDemoFile('invalid.json', '{ "students": [{ "username": "1" }] }');

    expect(() => createPortal({ kind: 'demo', demoFile: missing })).toThrow(DemoPortalFileError);
    expect(() => createPortal({ kind: 'demo', demoFile: missing })).toThrow(
      `Cannot read the demo portal file ${missing}`,
    );
    expect(() => createPortal({ kind: 'demo', demoFile: notJson })).toThrow(
      `Cannot read the demo portal file ${notJson}`,
    );
    expect(() => createPortal({ kind: 'demo', demoFile: invalid })).toThrow(
      `Invalid demo portal file ${invalid}:\n- students[0].username: must be a 9-digit 학번`,
    );
  });

  it('creates the smu adapter for the configured base URLs', async () => {
    const standin = await startPortalStandin([
      standinStudent({
        username: '202012301',
        password: 'pw-1234!',
        name: '박지훈',
        departmentPath: '경영경제대학 경영학부',
        secondMajorPath: '융합공과대학 컴퓨터과학전공',
      }),
    ]);
    try {
      const portal = createPortal({ kind: 'smu', baseUrls: standin.baseUrls });
      await expect(
        portal.fetchStudent({ username: '202012301', password: 'pw-1234!' }),
      ).resolves.toMatchObject({ department: '경영학부', secondDepartment: '컴퓨터과학전공' });
    } finally {
      await standin.close();
    }
  });
});
