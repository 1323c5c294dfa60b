// The signed-in member of the page benches (npm run perf, npm run lighthouse): a demo portal
// student signed up and given their courses through the api, then logged in through the login
// page like a student.
'use strict';

/** Every demo portal student's password (api/data/demo-portal.json); the member's own. */
const DEMO_PORTAL_PASSWORD = 'demo1234!';
const MEMBER = { username: '202227101', password: 'smunity-perf-1' };

async function postJson(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/**
 * Signs the demo student up (portal verification, registration) and stores their courses.
 * @returns {Promise<string>} an access token of the member, for further api calls
 */
async function prepareMember(apiUrl) {
  const api = `${apiUrl}/api/v1`;
  const verification = await postJson(`${api}/auth/register`, {
    username: MEMBER.username,
    password: DEMO_PORTAL_PASSWORD,
  });
  const { authToken, name, email, department, secondDepartment } = verification;
  await postJson(
    `${api}/accounts/register`,
    { ...MEMBER, name, email, department, secondDepartment },
    { Authorization: `Bearer ${authToken}` },
  );
  const { accessToken } = await postJson(`${api}/accounts/login`, MEMBER);
  await postJson(
    `${api}/courses/upload`,
    { username: MEMBER.username, password: DEMO_PORTAL_PASSWORD },
    { Authorization: `Bearer ${accessToken}` },
  );
  return accessToken;
}

/** A question's page in the benches' page lists; {id} is the question askQuestion posts. */
const QUESTION_PAGE = '/qna/questions/{id}';

/** A question on the board (by the member), so that a question's page has something to show. */
async function askQuestion(apiUrl, accessToken) {
  const question = await postJson(
    `${apiUrl}/api/v1/questions`,
    {
      title: '졸업학점 계산에 교직 과목도 들어가나요?',
      content: '교직 과목을 12학점 들었는데 **졸업학점**에 포함되는지 궁금합니다.',
    },
    { Authorization: `Bearer ${accessToken}` },
  );
  return question.id;
}

/** Logs the member in through the login page; the session cookie stays in the page's context. */
async function logIn(page, siteUrl) {
  await page.goto(`${siteUrl}/accounts/login`);
  const form = page.getByRole('main');
  await form.getByLabel('학번').fill(MEMBER.username);
  await form.getByLabel('비밀번호', { exact: true }).fill(MEMBER.password);
  await form.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL(/\/mypage$/);
}

module.exports = { MEMBER, QUESTION_PAGE, askQuestion, logIn, prepareMember };
