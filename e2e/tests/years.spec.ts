// The years turn (issue 23): a 2026 freshman, whose cohort has no curriculum in the reference
// data yet, signs up, is checked with the newest earlier one (2025), and every page that shows
// a result or a plan says so in one sentence; those pages have no two landmarks of one name.
import type { Page } from '@playwright/test';
import { DEMO_PORTAL_PASSWORD, E2E_STUDENTS, logIn, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/site';

const NOTICE = '2026학번 교육과정이 아직 등록되지 않아 2025학번 교육과정으로 검사했습니다.';

/** Landmarks (role and accessible name) that occur more than once: axe's landmark-unique. */
async function duplicateLandmarks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nameOf = (element: Element) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      if (labelledBy !== null) {
        return labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
          .join(' ');
      }
      return element.getAttribute('aria-label') ?? '';
    };
    const roleOf = (element: Element) => {
      const explicit = element.getAttribute('role');
      if (explicit !== null) return explicit;
      const tag = element.tagName.toLowerCase();
      if (tag === 'nav') return 'navigation';
      if (tag === 'main') return 'main';
      if (tag === 'section' || tag === 'form') return nameOf(element) === '' ? null : 'region';
      return null;
    };
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('nav, main, section, form, [role]')) {
      const role = roleOf(element);
      if (
        role === null ||
        !['region', 'navigation', 'main', 'form', 'complementary', 'search'].includes(role) ||
        element.closest('[hidden]') !== null
      ) {
        continue;
      }
      const key = `${role} "${nameOf(element)}"`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return [...seen].filter(([, count]) => count > 1).map(([key]) => key);
  });
}

test('a 2026 freshman signs up and every result page says which curriculum checked her', async ({
  page,
  request,
  site,
}) => {
  const member = await signUpViaApi(request, site.apiUrl, E2E_STUDENTS.yearsFreshman);
  const login = await request.post(`${site.apiUrl}/api/v1/accounts/login`, { data: member });
  const { accessToken } = await login.json();
  const upload = await request.post(`${site.apiUrl}/api/v1/courses/upload`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { username: member.username, password: DEMO_PORTAL_PASSWORD },
  });
  expect(upload.status(), 'course upload').toBe(201);
  await logIn(page, member);

  await page.goto('/mypage/result');
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(
    page.getByText(
      /^검사 기준: 2025학번 · \d{4}학년도 [12]학기 교육과정 · 개설 학기: 2017년 1학기–2024년 1학기 시간표$/,
    ),
  ).toBeVisible();

  await page.goto('/mypage/plan');
  await expect(page.getByRole('heading', { level: 1, name: '졸업 계획' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByRole('listitem', { name: /학기$/ }).first()).toBeVisible();
  // A fresh load has changed nothing.
  await expect(page.getByText(/저장하지 않은 변경이 있습니다/)).toHaveCount(0);
  expect(await duplicateLandmarks(page)).toEqual([]);

  await page.goto('/mypage/what-if');
  await expect(page.getByText(NOTICE)).toBeVisible();

  await page.goto('/mypage');
  await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
  await expect(page.getByRole('table', { name: '내 기이수과목' })).toBeVisible();
  expect(await duplicateLandmarks(page)).toEqual([]);
});
