// Issue 28: the short journey of a student in WebKit (Safari's engine, as on every iPhone) and in
// Firefox, at phone width, on the production builds. The full suite stays on Chromium (tests/);
// this one catches what only another engine does differently: dates, layout, dialogs, forms.
// The browsers run as a device in Los Angeles, so a date written in the device's zone (not
// Korea's) or by the engine's locale data shows up. Screenshots of the result, plan and board
// pages go to cross-engine/screenshots/ (SCREENSHOT_DIR) for a person to look at.
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PORTAL_PASSWORD, signUpViaApi, type MemberCredentials } from '../support/accounts';
import { launchSite, sitePortsFrom, type Site } from '../support/site';
import {
  currentPath,
  openEngine,
  PHONE,
  waitFor,
  type EngineName,
  type EnginePage,
} from './engines';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? path.join(__dirname, 'screenshots');
const DEVICE_ENV = { TZ: 'America/Los_Angeles', LANG: 'en_US.UTF-8' };

/** This suite's own site (a fresh database): any demo student may sign up; one per engine. */
const STUDENTS: Record<EngineName, string> = {
  /** 응우옌티란, 글로벌경영학과, 2022, 39 courses. */
  webkit: '202227101',
  /** 강태민, 게임전공, 2022, 40 courses. */
  firefox: '202204101',
};

/** WebDriver ports: E2E_WEBDRIVER_PORT for WebKit, the next one for Firefox. */
const WEBDRIVER_PORT = Number(process.env.E2E_WEBDRIVER_PORT ?? 4900);
const ENGINE_PORTS: Record<EngineName, number> = {
  webkit: WEBDRIVER_PORT,
  firefox: WEBDRIVER_PORT + 1,
};

const test = base.extend<object, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await launchSite(sitePortsFrom(Number(process.env.E2E_PORT_BASE ?? 4000)));
      await use(site);
      await site.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

// ---- What the test expects, computed in Node, independently of shared-ui's format module ----

function seoulParts(moment: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Today in Korea, 2026-11-26 (and the short form 26-11-26); read before and after a step. */
function seoulToday(): { iso: string; short: string } {
  const { year, month, day } = seoulParts(new Date());
  return { iso: `${year}-${month}-${day}`, short: `${year.slice(2)}-${month}-${day}` };
}

function demoStudentName(username: string): string {
  const file = path.join(__dirname, '..', '..', 'api', 'data', 'demo-portal.json');
  const { students } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    students: Array<{ username: string; name: string }>;
  };
  const student = students.find((candidate) => candidate.username === username);
  if (!student) throw new Error(`${username} is not a demo student`);
  return student.name;
}

interface Credit {
  total: number;
  completed: number;
  major: number;
  secondMajor: number | null;
  culture: number;
  etc: number;
  required: number;
  completion: number;
  isDoubleMajor: boolean;
}

async function creditOf(request: APIRequestContext, apiUrl: string, member: MemberCredentials) {
  const login = await request.post(`${apiUrl}/api/v1/accounts/login`, { data: member });
  expect(login.status()).toBe(200);
  const { accessToken } = await login.json();
  const credit = await request.get(`${apiUrl}/api/v1/courses/credit`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(credit.status()).toBe(200);
  return (await credit.json()) as Credit;
}

/** The 이수학점 box's figures as the page should show them once counted up. */
function expectedFigures(credit: Credit): Record<string, string> {
  const majors: Record<string, number> = credit.isDoubleMajor
    ? { '1전공': credit.major, 다전공: credit.secondMajor ?? 0 }
    : { 전공: credit.major };
  return Object.fromEntries(
    Object.entries({
      '총 기준 학점': credit.total,
      '총 이수 학점': credit.completed,
      ...majors,
      교양: credit.culture,
      일반: credit.etc,
      '필요 학점': credit.required,
    }).map(([term, value]) => [term, String(value)]),
  );
}

// ---- Readers that run in the page: each is sent as source text, so each stands alone ----

/** The texts a person sees in the rendered elements matching `css` (screen-reader-only text left out). */
function shownTexts(css: string): string[] {
  return Array.from(document.querySelectorAll(css))
    .filter((element) => element.getClientRects().length > 0)
    .map((element) => {
      const copy = element.cloneNode(true) as Element;
      copy.querySelectorAll('.su-visually-hidden').forEach((hidden) => hidden.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
}

/** The figures (term → the number shown once counted up) of the section whose h2 starts with `title`. */
function figuresIn(title: string): Record<string, string> | null {
  const heading = Array.from(document.querySelectorAll('section h2')).find(
    (h2) => h2.getClientRects().length > 0 && (h2.textContent ?? '').trim().startsWith(title),
  );
  const section = heading?.closest('section');
  if (!section) return null;
  const figures: Record<string, string> = {};
  for (const term of Array.from(section.querySelectorAll('dt'))) {
    const shown = term.nextElementSibling?.querySelector('[aria-hidden="true"]');
    figures[(term.textContent ?? '').trim()] = (shown?.textContent ?? '').trim();
  }
  return figures;
}

/** The text of the <dd> after the <dt> reading `term`, hidden or not (the print header is). */
function definitionOf(term: string): string | null {
  const dt = Array.from(document.querySelectorAll('dt')).find(
    (candidate) => (candidate.textContent ?? '').trim() === term,
  );
  return dt?.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
}

/** The value of the field labelled `label`. */
function fieldValue(label: string): string | null {
  const found = Array.from(document.querySelectorAll('label')).find(
    (candidate) => (candidate.textContent ?? '').trim() === label,
  );
  const control = found?.control as HTMLInputElement | null | undefined;
  return control ? control.value : null;
}

/** The values of the options of the <select> labelled `label`. */
function optionValues(label: string): string[] | null {
  const found = Array.from(document.querySelectorAll('label')).find(
    (candidate) => (candidate.textContent ?? '').trim() === label,
  );
  const select = found?.control as HTMLSelectElement | null | undefined;
  return select && select.options.length > 0
    ? Array.from(select.options).map((option) => option.value)
    : null;
}

/** The value of the option reading `text` in the <select> labelled `label`. */
function optionValue({ label, text }: { label: string; text: string }): string | null {
  const found = Array.from(document.querySelectorAll('label')).find(
    (candidate) => (candidate.textContent ?? '').trim() === label,
  );
  const select = found?.control as HTMLSelectElement | null | undefined;
  const option = Array.from(select?.options ?? []).find((candidate) => candidate.text === text);
  return option ? option.value : null;
}

/** The aria-label of the first rendered, enabled button whose aria-label ends with `suffix`. */
function buttonLabelEndingWith(suffix: string): string | null {
  const button = Array.from(document.querySelectorAll('button[aria-label]')).find(
    (candidate) =>
      candidate.getClientRects().length > 0 &&
      !(candidate as HTMLButtonElement).disabled &&
      (candidate.getAttribute('aria-label') ?? '').endsWith(suffix),
  );
  return button?.getAttribute('aria-label') ?? null;
}

/** The cells' texts of the table row that has a cell reading `text`. */
function rowWith(text: string): string[] | null {
  const row = Array.from(document.querySelectorAll('tbody tr')).find((candidate) =>
    Array.from(candidate.querySelectorAll('td')).some(
      (cell) => (cell.textContent ?? '').trim() === text,
    ),
  );
  return row
    ? Array.from(row.querySelectorAll('td')).map((cell) => (cell.textContent ?? '').trim())
    : null;
}

function sidewaysOverflow(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}

// ---- Steps ----

const POLL = { timeout: 20_000 };

async function expectPath(page: EnginePage, expected: string) {
  await expect.poll(() => currentPath(page), POLL).toBe(expected);
}

/** Waits until an element matching `css` shows `text` (exactly, or matching). */
async function expectShown(page: EnginePage, css: string, text: string | RegExp) {
  let seen: string[] = [];
  try {
    await waitFor(`${css} showing ${String(text)} on ${page.engine}`, async () => {
      seen = await page.evaluate(shownTexts, css);
      return seen.some((shown) => (typeof text === 'string' ? shown === text : text.test(shown)))
        ? true
        : null;
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}; shown: ${JSON.stringify(seen)}`);
  }
}

async function expectFits(page: EnginePage, what: string) {
  expect(
    await page.evaluate(sidewaysOverflow, null),
    `${what} scrolls sideways`,
  ).toBeLessThanOrEqual(0);
}

/** A pattern matching any of `days` (the same day twice unless a midnight passed). */
const oneOf = (days: string[]) => `(?:${days.join('|')})`;

const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ',');

async function journey(engine: EngineName, site: Site, request: APIRequestContext) {
  const username = STUDENTS[engine];
  const name = demoStudentName(username);
  const shot = (page: EnginePage, view: string) =>
    page.screenshot(path.join(SCREENSHOTS, `${engine}-${view}-375.png`));
  const page = await openEngine(engine, {
    baseUrl: site.url,
    port: ENGINE_PORTS[engine],
    env: DEVICE_ENV,
  });
  try {
    const member = await signUpViaApi(request, site.apiUrl, username);

    await test.step('an American phone gets the site in English; the switch makes it Korean', async () => {
      // The page server follows the engine's Accept-Language (en-US here, docs/adr/0062). The
      // student then reads the site in Korean, the phone's own locale and zone left American:
      // what this suite checks is that dates and numbers do not follow them.
      await page.goto('/');
      await expectShown(page, 'header button[lang]', '한국어');
      expect(await page.evaluate(() => document.documentElement.lang, null)).toBe('en');
      await page.click({ css: 'header button[lang]', name: '한국어' });
      await expectShown(page, 'header button[lang]', 'English');
      expect(await page.evaluate(() => document.documentElement.lang, null)).toBe('ko');
    });

    await test.step('home: the member counts', async () => {
      const { count } = await (await request.get(`${site.apiUrl}/api/v1/members/count`)).json();
      const { content } = await (await request.get(`${site.apiUrl}/api/v1/departments`)).json();
      await page.goto('/');
      await expectShown(page, 'h2', `총 회원 수 ${thousands(count)}명`);
      const links = await page.evaluate(shownTexts, 'a[href*="curriculum.do"]');
      expect(links.sort()).toEqual(
        (content as Array<{ name: string; count: number }>)
          .map((department) => `${department.name} ${thousands(department.count)}명`)
          .sort(),
      );
      await expectFits(page, 'the home page');
    });

    await test.step('login, then my page', async () => {
      await page.goto('/accounts/login');
      await page.type({ label: '학번' }, member.username);
      await page.type({ label: '비밀번호' }, member.password);
      await page.click({ css: 'main button', name: '로그인' });
      await expectPath(page, '/mypage');
      await expectShown(page, 'h1', '마이페이지');
      await expectShown(page, 'main td, main th', name);
      await expectShown(page, 'nav button', '로그아웃');
    });

    await test.step('course upload from the portal', async () => {
      // The button opens the upload once my page knows there is no course yet.
      await expectShown(page, 'main td', '기이수과목을 업데이트해주세요.');
      await page.click({ css: 'button', name: '졸업요건 검사하기' });
      await page.type({ label: '샘물 비밀번호', within: '[role="dialog"]' }, DEMO_PORTAL_PASSWORD);
      await page.click({ css: 'button', name: '인증하기', within: '[role="dialog"]' });
      expect(await page.nextAlert()).toBe('기이수과목이 업데이트 되었습니다.');
      await expectPath(page, '/mypage/result');
    });

    const credit = await creditOf(request, site.apiUrl, member);
    await test.step('the result: numbers and boxes, the print header', async () => {
      await expectShown(page, 'h1', '졸업요건 검사 결과');
      await expect
        .poll(() => page.evaluate(figuresIn, `이수학점 ${username}`), POLL)
        .toEqual(expectedFigures(credit));
      const percent = Number.isInteger(credit.completion)
        ? credit.completion
        : credit.completion.toFixed(1);
      await waitFor('the donut of the completion', () =>
        page.evaluate(
          (label) => (document.querySelector(`[role="img"][aria-label="${label}"]`) ? true : null),
          `졸업 이수율 ${percent}%`,
        ),
      );
      const boxes = await page.evaluate(shownTexts, 'section h2');
      for (const box of ['기초교양', '상명핵심역량교양', '균형교양', '교양']) {
        expect(boxes, `the ${box} box`).toContain(box);
      }
      await expectFits(page, 'the result');
      await shot(page, 'result');

      // The printed 점검표's header is in the page (shown only in print): 출력일 is Korea's ISO day.
      const before = seoulToday().iso;
      const printed = await page.evaluate(definitionOf, '출력일');
      expect([before, seoulToday().iso]).toContain(printed);
      expect(await page.evaluate(definitionOf, '학번 / 이름')).toBe(`${username} / ${name}`);
      expect(await page.evaluate(definitionOf, '검사 기준')).toMatch(
        /^\d{4}학번 · (\d{4}학년도 \d학기|현재) 교육과정$/,
      );
    });

    const share = await test.step('a share link', async () => {
      await page.click({ css: 'button', name: '검사 결과 공유' });
      // As a student would, tap once the dialog has loaded its list (a new member has none).
      await expectShown(page, '[role="dialog"] td', '열려 있는 공유 링크가 없습니다.');
      const before = seoulToday().iso;
      await page.click({ css: 'button', name: '링크 만들기', within: '[role="dialog"]' });
      const url = await waitFor('the new share link', async () => {
        const value = await page.evaluate(fieldValue, '공유 링크');
        return value && /\/shared\/[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
      });
      expect(url.startsWith(`${site.url}/shared/`)).toBe(true);
      // 만든 날 in the dialog's list: Korea's ISO day (either side of a midnight in Seoul).
      const days = oneOf([before, seoulToday().iso]);
      await expectShown(page, 'td[data-label="만든 날"]', new RegExp(`^${days}$`));
      return { url, days };
    });

    await test.step('the plan: move a course', async () => {
      await page.goto('/mypage/plan');
      await expectShown(page, 'h1', '졸업 계획');
      // A target two years on leaves room to move a course to a later semester.
      const targets = await waitFor('the target semesters', () =>
        page.evaluate(optionValues, '졸업 목표 학기'),
      );
      const target = targets[Math.min(3, targets.length - 1)]!;
      await page.select({ label: '졸업 목표 학기' }, target);
      const [year, semester] = target.split('-');
      await expectShown(
        page,
        '[role="status"]',
        `졸업 목표를 ${year}년 ${semester}학기로 바꿨습니다.`,
      );
      const moveLabel = await waitFor('a course to move', () =>
        page.evaluate(buttonLabelEndingWith, ' 다음 학기로 옮기기'),
      );
      const course = moveLabel.replace(/ 다음 학기로 옮기기$/, '');
      await page.click({ css: 'button', name: moveLabel });
      await expectShown(
        page,
        '[role="status"]',
        new RegExp(
          `^${course.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}을\\(를\\) \\d{4}년 \\d학기로 옮겼습니다\\.$`,
        ),
      );
      await waitFor(`${course} pinned`, () =>
        page.evaluate(buttonLabelEndingWith, `${course} 고정 풀기`),
      );
      await expectFits(page, 'the plan');
      await shot(page, 'plan');
    });

    await test.step('what-if: a 다전공 added', async () => {
      await page.goto('/mypage/what-if');
      await expectShown(page, 'h1', '학과·다전공을 바꾸면?');
      const second = await waitFor('컴퓨터과학전공 among the 다전공', () =>
        page.evaluate(optionValue, { label: '다전공', text: '컴퓨터과학전공' }),
      );
      await page.select({ label: '다전공' }, second);
      await page.click({ css: 'button', name: '비교하기' });
      await expectShown(
        page,
        '[aria-label="달라지는 점"] li',
        /^다전공을 추가하면 다전공 \d+학점이 새로 필요합니다/,
      );
      await expectFits(page, 'what-if');
    });

    await test.step('the Q&A board: post, then read', async () => {
      const title = `${engine === 'webkit' ? '사파리' : '파이어폭스'}에서 묻습니다`;
      await page.goto('/qna/questions');
      await page.click({ css: 'a', name: '질문 등록' });
      await expectPath(page, '/qna/questions/create');
      await page.type({ label: '제목' }, title);
      await page.type({ label: '내용' }, '전공선택이 몇 학점 남았나요?');
      const day = seoulToday().short;
      await page.click({ css: 'button', name: '작성완료' });
      await expectPath(page, '/qna/questions');
      const row = await waitFor('the new question in the list', () =>
        page.evaluate(rowWith, title),
      );
      expect(row[0]).toBe('접수');
      expect([day, seoulToday().short]).toContain(row[2]);
      expect(row[3]).toBe(name);
      await expectFits(page, 'the board');
      await shot(page, 'board');

      await page.click({ css: 'a', name: title });
      await expectShown(page, 'h2', `[접수] ${title}`);
      await expectShown(page, 'p', '전공선택이 몇 학점 남았나요?');
      await expectShown(
        page,
        'time',
        new RegExp(`^${oneOf([day, seoulToday().short])} \\d{2}:\\d{2}$`),
      );
      await expectFits(page, 'a question');
      await shot(page, 'question');
    });

    await test.step('a share link opened signed out', async () => {
      await page.click({ css: 'nav button', name: '로그아웃' });
      await expectShown(page, 'nav a', '로그인');
      await page.goto(share.url);
      await expectShown(
        page,
        'h1',
        new RegExp(`^공유된 졸업요건 검사 결과 \\(${share.days} 기준\\)$`),
      );
      await expect
        .poll(() => page.evaluate(figuresIn, '이수학점'), POLL)
        .toEqual(expectedFigures(credit));
      const expires = await page.evaluate(definitionOf, '링크 만료');
      expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(expires! > seoulToday().iso, 'the link expires after today').toBe(true);
      expect(await page.evaluate(() => document.body.innerText, null)).not.toContain(username);
      await expectFits(page, 'the shared result');
      await shot(page, 'shared');
    });

    await test.step('the not-found page', async () => {
      await page.goto('/no/such/page');
      await expectShown(page, 'h1, h2, h3, p', '페이지를 찾을 수 없습니다');
      await expectShown(page, 'nav a', '로그인');
    });

    await test.step('no Content-Security-Policy violation, and the watch sees one', async () => {
      // As in the Chromium suite, a page whose policy refused something fails the journey.
      expect(await page.cspViolations()).toEqual([]);
      // The watch works in this engine: an injected inline script is refused and reported.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'document.title = "injected"';
        document.body.append(script);
      }, null);
      await waitFor('the injected script reported', async () =>
        (await page.cspViolations()).some((violation) => violation.startsWith('script-src'))
          ? true
          : null,
      );
      expect(await page.evaluate(() => document.title, null)).not.toBe('injected');
    });
  } catch (error) {
    // What the engine showed when the step failed, for the person reading the failure.
    await shot(page, 'failure').catch(() => undefined);
    throw error;
  } finally {
    await page.close();
  }
}

test.describe.configure({ mode: 'serial' });

for (const engine of ['webkit', 'firefox'] as const) {
  test(`a student's journey in ${engine} at ${PHONE.width} px`, async ({ site, request }) => {
    await journey(engine, site, request);
  });
}
