// "이번 학기 수강 중" on the plan page (issue 23, docs/adr/0039): a student finds a course the
// plan would schedule, adds it as being taken this term (the suite's current term is 2026
// 2학기, support/site.ts), and sees it counted toward the requirements and no longer planned.
import path from 'node:path';
import { DEFAULT_MEMBER_PASSWORD, E2E_STUDENTS, logIn, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/site';

/** 전서우, 식품영양학전공, 2025, no courses (the demo portal's upload fails for her; not used). */
const USERNAME = E2E_STUDENTS.inProgressMember;
const SCREENSHOTS =
  process.env.SCREENSHOT_DIR ?? path.join(__dirname, '..', 'test-results', 'in-progress');

test('a student adds a course she is taking this term: counted, never planned', async ({
  page,
  request,
  site,
}) => {
  await signUpViaApi(request, site.apiUrl, USERNAME);
  await logIn(page, { username: USERNAME, password: DEFAULT_MEMBER_PASSWORD });
  await page.goto('/mypage/plan');
  await expect(page.getByRole('heading', { level: 1, name: '졸업 계획' })).toBeVisible();

  const progressRow = page.getByRole('row', { name: /^졸업 학점/ });
  await expect(progressRow.getByRole('cell').nth(1)).toHaveText('0학점');

  // A course the plan schedules in its first semester, 2027년 1학기.
  const semesters = page.getByRole('region', { name: '학기별 계획' });
  const first = semesters.getByRole('listitem', { name: '2027년 1학기' });
  const meta = first.getByText(/^[A-Z]{4}\d{4} · \d+(\.\d+)?학점 · /).first();
  const [number = '', creditText = ''] = ((await meta.textContent()) ?? '').split(' · ');
  const credit = creditText.replace('학점', '');
  await expect(semesters.getByText(new RegExp(`^${number} · `))).toHaveCount(1);

  const panel = page.getByRole('region', { name: '이번 학기 수강 중 (2026년 2학기)' });
  await expect(panel.getByText('추가한 과목이 없습니다.')).toBeVisible();
  await panel.getByLabel('과목 검색').fill(number.toLowerCase());
  await panel.getByRole('button', { name: '검색' }).click();
  const results = panel.getByRole('list', { name: '검색 결과' });
  // Each result says whose course it is and how the plan counts it: 학수번호 · 학과 · 이수구분 · 학점.
  await expect(results.getByRole('listitem').first()).toContainText(
    new RegExp(`${number} · [^·]+ · (전공심화|전공선택|1전공|다전공|교양|일반) · ${credit}학점`),
  );
  const add = results.getByRole('button', { name: / 수강 중으로 추가$/ }).first();
  const name = ((await add.getAttribute('aria-label')) ?? '').replace(/ 수강 중으로 추가$/, '');
  await add.click();

  await expect(page.getByRole('status')).toHaveText(
    `${name}을(를) 이번 학기 수강 중으로 추가했습니다.`,
  );
  const taking = panel.getByRole('list', { name: '이번 학기 수강 중인 과목' });
  await expect(taking.getByRole('listitem')).toHaveCount(1);
  await expect(taking).toContainText(`${name} ${number} · ${credit}학점`);
  await expect(results.getByRole('button', { name: `${name} 추가됨` })).toBeDisabled();
  // Counted toward the requirements, and planned in no semester.
  await expect(progressRow.getByRole('cell').nth(1)).toHaveText(`${credit}학점`);
  await expect(
    page.getByText('‘지금’에는 이번 학기 수강 중인 과목도 들어 있습니다.'),
  ).toBeVisible();
  await expect(semesters.getByText(new RegExp(`^${number} · `))).toHaveCount(0);

  // Stored: after a reload it is still there, still not planned.
  await page.reload();
  await expect(taking).toContainText(number);
  await expect(progressRow.getByRole('cell').nth(1)).toHaveText(`${credit}학점`);
  await expect(semesters.getByText(new RegExp(`^${number} · `))).toHaveCount(0);

  // At 375 px the panel and its search fit: the page does not scroll sideways. Same-named
  // courses of two departments: at least one is another department's, and says so.
  await page.setViewportSize({ width: 375, height: 800 });
  await panel.getByLabel('과목 검색').fill('회계원리');
  await panel.getByRole('button', { name: '검색' }).click();
  await expect(results.getByRole('listitem').first()).toContainText('회계원리');
  await expect(
    results
      .getByText(/^다른 학과\(.+\)의 전공 과목입니다\. 졸업요건 검사에서는 일반 학점으로 셉니다\.$/)
      .first(),
  ).toBeVisible();
  await panel.screenshot({ path: path.join(SCREENSHOTS, 'plan-search-375.png') });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
