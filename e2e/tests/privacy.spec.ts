// The privacy policy and the rights it promises (issue 29, docs/adr/0037): the page states the
// retention the api's purge uses, and a member downloads everything stored about them.
import { readFile } from 'node:fs/promises';
import { E2E_STUDENTS, logIn, signUpViaApi } from '../support/accounts';
import { expect, test } from '../support/site';

test('the policy states each item with the retention the api runs with', async ({ page }) => {
  await page.goto('/qna/privacy');
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
  const logins = page.getByRole('row', { name: /로그인 일시/ });
  // The suite's api runs with the defaults: 3 months of logins, addresses for the 10-minute window.
  await expect(logins).toContainText('로그인 일시는 3개월 뒤 삭제');
  await expect(logins).toContainText('IP 주소는 10분 뒤');
  await expect(page.getByRole('row', { name: /열람한 페이지 주소/ })).toContainText(
    '13개월 뒤 삭제',
  );
  await expect(page.getByText(/Google LLC/)).toHaveCount(0);
});

test('내 정보 내려받기 saves everything stored about the member as JSON', async ({
  page,
  request,
  site,
}) => {
  const member = await signUpViaApi(request, site.apiUrl, E2E_STUDENTS.privacyMember);
  await logIn(page, member);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '내려받기' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('smunity-my-data.json');
  const data = JSON.parse(await readFile((await file.path()) as string, 'utf8'));
  expect(data.profile.username).toBe(member.username);
  // Signing up starts no session: the one session and login are the browser's.
  expect(data.sessions).toHaveLength(1);
  expect(data.logins).toHaveLength(1);
  expect(data).toHaveProperty('courses');
  expect(data).toHaveProperty('questions');
});
