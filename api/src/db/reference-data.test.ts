import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REFERENCE_DATA_DIR } from '../paths';
import { loadReferenceData, ReferenceDataError } from './reference-data';

describe('loadReferenceData', () => {
  it('parses the shipped CSVs with their ids and types', async () => {
    const data = await loadReferenceData(REFERENCE_DATA_DIR);

    expect(data.departments).toHaveLength(35);
    expect(data.years).toHaveLength(10);
    expect(data.terms).toHaveLength(6);
    expect(data.curriculum).toHaveLength(130);
    expect(data.cultures).toHaveLength(88);
    expect(data.majors).toHaveLength(1619);
    expect(data.offerings).toHaveLength(12888);
    expect(data.subject_catalog).toHaveLength(3157);
    expect(data.offerings[0]).toEqual({
      id: 1,
      year: 2017,
      term_code: '10',
      number: 'HAAA1112',
      name: '동아시아의역사와문화',
      credit: 3,
      type: '1전선',
      dept_code: '02018',
      dept_info: '역사콘텐츠학과',
      target_grade: 2,
    });
    expect(data.offerings.find((row) => row.number === 'HACB3281')?.credit).toBe(1.5);
    expect(data.subject_catalog[0]).toEqual({
      id: 1,
      number: 'HAAA0010',
      name: '한국근세사',
      credit: 3,
      dept: '역사콘텐츠전공',
      type: '1전심',
    });
    expect(data.departments[0]).toEqual({
      id: 1,
      college: '융합공과대학',
      name: '컴퓨터과학전공',
      balance_sub_domain: 'BALANCE_ENGINEER',
      is_editable: false,
      has_advanced: true,
      code: '03005',
    });
    expect(data.years[0]).toEqual({ id: 1, name: '졸업생', value: null });
    expect(data.years[9]).toEqual({ id: 10, name: '2025', value: 2025 });
    expect(data.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('numbers major rows from 1 within each department, in file order', async () => {
    const { majors } = await loadReferenceData(REFERENCE_DATA_DIR);

    for (const departmentId of [1, 17, 35]) {
      const positions = majors
        .filter((row) => row.department_id === departmentId)
        .map((row) => row.position);
      expect(positions).toEqual(positions.map((_, index) => index + 1));
    }
  });

  describe('with a broken file', () => {
    let folder: string;
    beforeEach(() => {
      folder = mkdtempSync(path.join(os.tmpdir(), 'smunity-reference-'));
      cpSync(REFERENCE_DATA_DIR, folder, { recursive: true });
    });
    afterEach(() => rmSync(folder, { recursive: true, force: true }));

    const edit = (file: string, change: (content: string) => string) => {
      const target = path.join(folder, file);
      writeFileSync(target, change(readFileSync(target, 'utf8')));
    };

    it('names file, 1-based data row and column of a bad value', async () => {
      edit('terms.csv', (content) => content.replace('2,2023,SECOND', '2,2023,SUMMER'));

      await expect(loadReferenceData(folder)).rejects.toThrow(
        new ReferenceDataError(
          'terms.csv 2행: "semester" 열의 값 "SUMMER"은(는) FIRST, SECOND 중 하나가 아닙니다',
        ),
      );
    });

    it('rejects a non-integer id', async () => {
      edit('cultures.csv', (content) => content.replace('\n1,', '\nx,'));

      await expect(loadReferenceData(folder)).rejects.toThrow(
        'cultures.csv 1행: "id" 열의 값 "x"은(는) 정수가 아닙니다',
      );
    });

    it('rejects unexpected columns', async () => {
      edit('years.csv', (content) => content.replace('id,name,value', 'id,label,value'));

      await expect(loadReferenceData(folder)).rejects.toThrow(
        'years.csv: 첫 줄(열 이름)은 id,name,value 이어야 합니다',
      );
    });

    it('changes the checksum when any file changes', async () => {
      const before = (await loadReferenceData(folder)).checksum;
      edit('majors.csv', (content) => content.replace('SW융합개론', 'SW융합개론2'));

      expect((await loadReferenceData(folder)).checksum).not.toBe(before);
    });
  });
});
