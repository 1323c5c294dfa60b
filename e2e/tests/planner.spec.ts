// The graduation planner and what-if (issue 10) for a demo portal student: the what-if page
// names what a 다전공 changes, the plan page builds a plan, moves a course, saves, and the saved
// plan is what the page shows after a reload. Courses are stored through the api (the upload
// flow itself is mypage.spec.ts's).
import type { APIRequestContext } from '@playwright/test';
import {
  DEMO_PORTAL_PASSWORD,
  E2E_STUDENTS,
  logIn,
  signUpViaApi,
  type MemberCredentials,
} from '../support/accounts';
import { expect, test } from '../support/site';

/** 응우옌티란, 글로벌경영학과, 2022, 39 courses. */
const USERNAME = E2E_STUDENTS.plannerMember;

async function uploadCourses(
  request: APIRequestContext,
  apiUrl: string,
  member: MemberCredentials,
) {
  const login = await request.post(`${apiUrl}/api/v1/accounts/login`, { data: member });
  expect(login.status()).toBe(200);
  const { accessToken } = await login.json();
  const upload = await request.post(`${apiUrl}/api/v1/courses/upload`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { username: member.username, password: DEMO_PORTAL_PASSWORD },
  });
  expect(upload.status(), 'course upload').toBe(201);
}

test('a student compares a 다전공 with what-if, then builds, saves and reloads a plan', async ({
  page,
  request,
  site,
}) => {
  const member = await signUpViaApi(request, site.apiUrl, USERNAME);
  await uploadCourses(request, site.apiUrl, member);
  await logIn(page, member);

  // The result page leads to both pages.
  await page.goto('/mypage/result');
  await expect(page.getByRole('link', { name: '졸업 계획 세우기' })).toBeVisible();
  await page.getByRole('link', { name: '학과·다전공을 바꾸면?' }).click();

  // What-if: 다전공 컴퓨터과학전공 added to 글로벌경영학과.
  await expect(page).toHaveURL(/\/mypage\/what-if$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '학과·다전공을 바꾸면?' }),
  ).toBeVisible();
  await expect(page.getByLabel('학과 (1전공)')).toHaveValue('27');
  await page.getByLabel('다전공').selectOption({ label: '컴퓨터과학전공' });
  await page.getByRole('button', { name: '비교하기' }).click();
  const differences = page.getByRole('list', { name: '달라지는 점' });
  await expect(differences).toContainText('다전공을 추가하면 다전공 45학점이 새로 필요합니다');
  await expect(differences).toContainText('다전공을 추가하면 전공선택 기준이 45 → 36학점');

  // The plan (the site's current term is 2026 2학기, support/site.ts): until 2028-2 at 21
  // credits, then a course moved to the next semester and saved.
  await page.goto('/mypage/result');
  await page.getByRole('link', { name: '졸업 계획 세우기' }).click();
  await expect(page).toHaveURL(/\/mypage\/plan$/);
  await expect(page.getByRole('heading', { level: 1, name: '졸업 계획' })).toBeVisible();
  await page.getByLabel('학기당 최대 학점').selectOption('21');
  await expect(page.getByRole('status')).toHaveText('학기당 최대 21학점으로 바꿨습니다.');
  await page.getByLabel('졸업 목표 학기').selectOption('2028-2');
  await expect(page.getByRole('status')).toHaveText('졸업 목표를 2028년 2학기로 바꿨습니다.');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    '2027년 1학기',
    '2027년 2학기',
    '2028년 1학기',
    '2028년 2학기',
  ]);

  const first = page.getByRole('listitem', { name: '2027년 1학기' });
  const moveButton = first.getByRole('button', { name: /다음 학기로 옮기기$/ }).first();
  const label = (await moveButton.getAttribute('aria-label')) ?? '';
  const courseName = label.replace(/ 다음 학기로 옮기기$/, '');
  await moveButton.click();
  await expect(page.getByRole('status')).toHaveText(
    `${courseName}을(를) 2027년 2학기로 옮겼습니다.`,
  );
  const second = page.getByRole('listitem', { name: '2027년 2학기' });
  await expect(second.getByRole('button', { name: `${courseName} 고정 풀기` })).toBeVisible();

  await page.getByRole('button', { name: '계획 저장' }).click();
  await expect(page.getByRole('status')).toHaveText('졸업 계획을 저장했습니다.');
  await expect(page.getByRole('button', { name: '저장됨' })).toBeDisabled();

  // After a reload the saved plan is back: the choices and the moved course.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '졸업 계획' })).toBeVisible();
  await expect(page.getByLabel('졸업 목표 학기')).toHaveValue('2028-2');
  await expect(page.getByLabel('학기당 최대 학점')).toHaveValue('21');
  await expect(page.getByRole('button', { name: '저장됨' })).toBeDisabled();
  await expect(
    page
      .getByRole('listitem', { name: '2027년 2학기' })
      .getByRole('button', { name: `${courseName} 고정 풀기` }),
  ).toBeVisible();

  // At 375 px the semesters stack: the page does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
