// A new year's data without a code change (issue 23): on the admins' 기준 데이터 page a broken
// set is refused with its row named and nothing changes; a set adding the 2026 cohort is checked
// (dry run), applied, and the 2026 freshman's notice is gone at once, without a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signUpViaApi } from '../support/accounts';
import { addSessionCookie, logInViaApi } from '../support/qna';
import { expect, startIsolatedSite, test } from '../support/site';

const ADMIN = '201900001';
const FRESHMAN = '202610101';
const DATA = path.resolve(__dirname, '../../api/data');

/** Folders dataSet() made, removed after the test. */
const folders: string[] = [];

/** The bundled data files, copied to a folder of their own with `edit` applied to each text. */
function dataSet(edit: (file: string, text: string) => string = (_file, text) => text): string[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'smunity-refdata-'));
  folders.push(folder);
  return ['reference', 'rules'].flatMap((sub) =>
    fs
      .readdirSync(path.join(DATA, sub))
      .filter((file) => file.endsWith('.csv'))
      .map((file) => {
        const target = path.join(folder, file);
        fs.writeFileSync(target, edit(file, fs.readFileSync(path.join(DATA, sub, file), 'utf8')));
        return target;
      }),
  );
}

/** 2026 as cohort 11 with 2025's curriculum rows (cohort 10) copied under new ids. */
function withCohort2026(file: string, text: string): string {
  const lines = text.trimEnd().split(/\r?\n/);
  if (file === 'years.csv') return `${lines.join('\n')}\n11,2026,2026\n`;
  if (file !== 'curriculum.csv') return text;
  const lastId = Math.max(...lines.slice(1).map((line) => Number(line.split(',')[0])));
  const copied = lines
    .filter((line) => line.split(',')[1] === '10')
    .map((line, index) => [lastId + index + 1, 11, ...line.split(',').slice(2)].join(','));
  return `${[...lines, ...copied].join('\n')}\n`;
}

test('an admin refuses a broken set, then brings in the 2026 cohort, and the freshman’s notice goes', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const site = await startIsolatedSite({ ADMIN_USERNAMES: ADMIN });
  const api = await playwright.request.newContext();
  try {
    const admin = await signUpViaApi(api, site.apiUrl, ADMIN);
    const freshman = await logInViaApi(
      api,
      site.apiUrl,
      await signUpViaApi(api, site.apiUrl, FRESHMAN),
    );
    const basis = async () =>
      (
        await api.get(`${site.apiUrl}/api/v1/courses/basis`, {
          headers: { Authorization: `Bearer ${freshman.accessToken}` },
        })
      ).json();
    expect(await basis()).toMatchObject({
      cohort: 2025,
      notice: expect.stringContaining('2026학번'),
    });

    const context = await browser.newContext({ baseURL: site.url });
    await addSessionCookie(
      context,
      site.url,
      await logInViaApi(context.request, site.apiUrl, admin),
    );
    const page = await context.newPage();
    await page.goto('/qna/admin');
    await page.getByRole('link', { name: '기준 데이터' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '기준 데이터' })).toBeVisible();
    await expect(page.getByText('기본 자료(api/data)')).toBeVisible();
    const upload = page.getByLabel(/CSV 파일/);

    // A broken row: refused, named, nothing applied.
    await upload.setInputFiles(
      dataSet((file, text) =>
        file === 'terms.csv' ? text.replace('2,2023,SECOND', '2,2023,') : text,
      ),
    );
    await page.getByRole('button', { name: '변경 내용 확인' }).click();
    await expect(
      page.getByText('terms.csv 2행: "semester" 열의 값 ""은(는) FIRST, SECOND 중 하나가 아닙니다'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '적용' })).toBeDisabled();
    expect(await basis()).toMatchObject({ cohort: 2025 });

    // The 2026 cohort: checked first, then applied.
    await upload.setInputFiles(dataSet(withCohort2026));
    await page.getByRole('button', { name: '변경 내용 확인' }).click();
    await expect(page.getByText('추가되는 학번: 2026학번')).toBeVisible();
    await expect(page.getByText('검사 결과가 바뀌는 회원: 1명')).toBeVisible();
    await page.getByRole('button', { name: '적용' }).click();
    await expect(page.getByText('적용했습니다. 변경 기록에 남았습니다.')).toBeVisible();
    await expect(page.getByText('가져온 자료', { exact: false }).first()).toBeVisible();

    expect(await basis()).toMatchObject({ cohort: 2026, notice: null });
    await context.close();
  } finally {
    await api.dispose();
    await site.close();
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  }
});
