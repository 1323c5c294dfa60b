// My page and the graduation result, for demo portal students (api/data/demo-portal.json).
// Every expected number below was worked out by hand from the student's transcript in the demo
// file and the rules of docs/domain.md §2–§3 (credits per 이수구분, totals per cohort and department,
// required 교양 areas): the test does not ask the api's audit engine what to expect.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  DEFAULT_MEMBER_PASSWORD,
  DEMO_PORTAL_PASSWORD,
  expectAlert,
  logIn,
  mainMenu,
  recordAlerts,
  signUpViaApi,
} from '../support/accounts';
import { expect, test } from '../support/site';

/** Demo students only this spec signs up (the site is shared by every spec of the run). */
const STUDENTS = {
  /** 김상명, 컴퓨터과학전공, 2019 single major, 51 courses, every requirement met. */
  singleMajor2019: '201910101',
  /** 박지훈, 경영학부 + 컴퓨터과학전공 (2전심/2전선), 2020, 46 courses. */
  doubleMajor: '202012301',
  /** 임하늘, 지능·데이터융합학부 → 핀테크전공 (editable), 2023, 28 courses. */
  editableDepartment: '202307101',
} as const;

/** What the single major changes the SMUNITY password to at the end of the test. */
const NEW_PASSWORD = 'smunity-e2e-new';

type Figures = Record<string, string>;

/**
 * The figures of a box as assistive tech reads them (term → value). The counters animate; the
 * accessible value is the final one, which is what a student's screen reader announces.
 */
async function figuresOf(box: Locator): Promise<Figures> {
  const terms = box.getByRole('term');
  await expect(terms.first()).toBeVisible();
  const figures: Figures = {};
  for (const term of await terms.all()) {
    const label = (await term.textContent()) ?? '';
    const value = term.locator('xpath=following-sibling::dd[1]').locator('.su-visually-hidden');
    figures[label] = (await value.textContent()) ?? '';
  }
  return figures;
}

function box(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

async function expectBox(page: Page, title: string, figures: Figures, verdict: string) {
  const requirement = box(page, title);
  await expect(requirement).toBeVisible();
  expect(await figuresOf(requirement)).toEqual(figures);
  await expect(requirement).toContainText(verdict);
}

const credits = (total: number, completed: number, required: number): Figures => ({
  '총 기준 학점': String(total),
  '총 이수 학점': String(completed),
  '필요 학점': String(required),
});

const counts = (unit: '과목' | '영역', total: number, completed: number, required: number) => ({
  [`기준 ${unit}`]: `${total}개`,
  [`이수 ${unit}`]: `${completed}개`,
  [`필요 ${unit}`]: `${required}개`,
});

/** The rows of a table as arrays of cell texts. */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const texts: string[][] = [];
  for (const row of await rows.all()) {
    texts.push((await row.getByRole('cell').allTextContents()).map((text) => text.trim()));
  }
  return texts;
}

async function signUpAndLogIn(
  page: Page,
  request: APIRequestContext,
  apiUrl: string,
  username: string,
) {
  const member = await signUpViaApi(request, apiUrl, username);
  await logIn(page, member);
  await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
}

/** 졸업요건 검사하기 with no course stored opens the upload; the portal login leads to the result. */
async function checkWithUpload(page: Page, alerts: string[], username: string) {
  await expect(page.getByRole('table', { name: '내 기이수과목' })).toContainText(
    '기이수과목을 업데이트해주세요.',
  );
  await page.getByRole('button', { name: '졸업요건 검사하기' }).click();
  const dialog = page.getByRole('dialog', { name: '기이수과목 업데이트' });
  await expect(dialog).toContainText('샘물 통합로그인을 통해 재학생 인증을 진행합니다.');
  await expect(dialog.getByLabel('학번')).toHaveValue(username);
  await expect(dialog.getByLabel('학번')).toBeDisabled();

  await expectAlert(
    alerts,
    () => dialog.getByRole('button', { name: '인증하기' }).click(),
    '비밀번호를 입력해주세요.',
  );
  const password = dialog.getByLabel('샘물 비밀번호');
  await password.fill(DEMO_PORTAL_PASSWORD);
  await expectAlert(alerts, () => password.press('Enter'), '기이수과목이 업데이트 되었습니다.');
  await expect(page).toHaveURL(/\/mypage\/result$/);
  await expect(page.getByRole('heading', { level: 1, name: '졸업요건 검사 결과' })).toBeVisible();
}

/** How far the page scrolls sideways; a phone layout should not. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function openModal(page: Page, buttonName: string, dialogName: string): Promise<Locator> {
  await page.getByRole('button', { name: buttonName }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeModal(dialog: Locator) {
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('my page and the graduation result', () => {
  test('a 2019 single major who meets every requirement', async ({ page, request, site }) => {
    const username = STUDENTS.singleMajor2019;
    const alerts = recordAlerts(page);
    await signUpAndLogIn(page, request, site.apiUrl, username);

    const info = page.getByRole('table', { name: '내 정보' });
    await expect(info.getByRole('row', { name: /이름/ })).toContainText('김상명');
    await expect(info.getByRole('link', { name: /컴퓨터과학전공/ })).toHaveAttribute(
      'href',
      /srSust=03005/,
    );
    await expect(info.getByRole('rowheader', { name: '다전공' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: '이수 면제' })).toHaveValue('');

    await checkWithUpload(page, alerts, username);

    // Credits: 교필/교선 14 courses = 35, 1전심 11 courses = 33, 1전선 25 courses = 74, 일선 3.
    const summary = box(page, `이수학점 ${username} 김상명`);
    expect(await figuresOf(summary)).toEqual({
      '총 기준 학점': '130',
      '총 이수 학점': '145',
      전공: '107',
      교양: '35',
      일반: '3',
      '필요 학점': '0',
    });
    await expect(summary.getByRole('img', { name: '졸업 이수율 100%' })).toBeVisible();

    // The summary is a single major's only 이수학점 box, with the total's verdict (issue 38).
    await expect(summary).toContainText('기준 학점을 만족했습니다.');
    await expect(box(page, '이수학점')).toHaveCount(0);
    await expectBox(page, '전공심화', credits(15, 33, 0), '기준 학점을 만족했습니다.');
    await expectBox(page, '전공선택', credits(45, 74, 0), '기준 학점을 만족했습니다.');
    await expectBox(page, '교양', credits(33, 35, 0), '기준 학점을 만족했습니다.');
    // 2017–2019 curriculum: 사고와표현, 기초영어/기초수학, 컴퓨팅사고와문제해결.
    await expectBox(page, '기초교양', counts('과목', 3, 3, 0), '필수과목 조건을 만족했습니다.');
    // 창의적문제해결, 윤리실천, 다양성존중.
    await expectBox(
      page,
      '상명핵심역량교양',
      counts('영역', 2, 3, 0),
      '선택영역 조건을 만족했습니다.',
    );
    // 인문, 사회, 자연, 예술, 브리지 (공학 is the department's own field).
    await expectBox(page, '균형교양', counts('영역', 3, 5, 0), '선택영역 조건을 만족했습니다.');

    // 컴퓨터과학전공's 15 1전심 courses without the 11 the student completed, in 학년 order.
    const advanced = await openModal(page, '전공심화 추천 과목 보기', '전공심화 추천과목');
    await expect(advanced).toContainText('전공심화 과목 중 미이수과목을 학년 순으로 추천합니다.');
    // 개설 학기: the timetables 2017–2024 (GPU프로그래밍 ran in both semesters lately).
    await expect
      .poll(() => rowsOf(advanced.getByRole('table')))
      .toEqual([
        ['3학년', '1학기', 'HAEA0005', '디지털신호처리', '1전심', '3', '1학기'],
        ['3학년', '1학기', 'HAEA9239', 'GPU프로그래밍', '1전심', '3', '매학기'],
        ['3학년', '1학기', 'HAEZ0003', '운영체제', '1전심', '3', '1학기'],
        ['3학년', '2학기', 'HAEA9213', '분산시스템', '1전심', '3', '2학기'],
      ]);
    await expect(advanced).toContainText('기준 학점을 만족했습니다.');
    await closeModal(advanced);

    const basic = await openModal(page, '기초교양 추천 과목 보기', '기초교양 과목 목록');
    await expect
      .poll(() => rowsOf(basic.getByRole('table')))
      .toEqual([
        ['사고와표현', 'HALR1032', '사고와표현', '3', '매학기', '이수'],
        ['기초영어/기초수학', 'HALR1050', 'EnglishforAcademicPurposes', '3', '매학기', '이수'],
        ['기초영어/기초수학', 'HALR1231', '기초수학', '3', '매학기', '이수'],
        ['컴퓨팅사고와문제해결', 'HALR1238', '컴퓨팅사고와데이터의이해', '2', '1학기', '이수'],
        ['컴퓨팅사고와문제해결', 'HALR1239', '알고리즘과게임콘텐츠', '2', '2학기', '이수'],
      ]);
    await closeModal(basic);

    const balance = await openModal(page, '균형교양 추천 과목 보기', '균형교양 영역 현황');
    const balanceStatus = balance.getByRole('table', { name: '균형교양 영역 현황' });
    await expect(balanceStatus.getByRole('columnheader')).toHaveText([
      '균형(인문)',
      '균형(사회)',
      '균형(자연)',
      '균형(예술)',
      '균형(브리지)',
    ]);
    await expect(balanceStatus.getByRole('cell')).toHaveText([
      '이수',
      '이수',
      '이수',
      '이수',
      '이수',
    ]);
    // The requirement is met: nothing to recommend.
    await expect(balance.getByRole('heading', { level: 3 })).toHaveCount(0);
    await closeModal(balance);

    // Where each course counted: 51 courses, two of them with a story.
    const ledger = await openModal(
      page,
      '이 과목은 어디에 반영되었나요?',
      '이 과목은 어디에 반영되었나요?',
    );
    const ledgerRows = ledger.locator('tbody tr');
    await expect(ledgerRows).toHaveCount(51);
    const dataCourse = ledgerRows.filter({ hasText: 'HALR1238' });
    await expect(dataCourse.getByRole('cell').nth(6)).toHaveText('교양 · 컴퓨팅사고와데이터의이해');
    await expect(dataCourse).toContainText(
      '2019학번 교육과정에 없는 영역이라 교양 영역 요건에는 반영되지 않습니다.',
    );
    const generalCourse = ledgerRows.filter({ hasText: 'HAFX0016' });
    await expect(generalCourse.getByRole('cell').nth(6)).toHaveText('일반');
    await expect(generalCourse).toContainText(
      '이수구분 일선 과목은 졸업요건 검사에서 일반 학점으로 분류됩니다.',
    );
    await closeModal(ledger);

    // On a phone the boxes stack, the totals are shown once, and nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(box(page, `이수학점 ${username} 김상명`)).toContainText(
      '기준 학점을 만족했습니다.',
    );
    await expect(box(page, '이수학점')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // Back on my page (still on the phone) the courses are listed, the wide table scrolls in its
    // own region, and the check goes straight to the result.
    await page.goto('/mypage');
    await expect(
      page.getByRole('table', { name: '내 기이수과목' }).locator('tbody tr'),
    ).toHaveCount(51);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: '졸업요건 검사하기' }).click();
    await expect(page).toHaveURL(/\/mypage\/result$/);

    // A new password logs the member out; the new one works.
    await page.goto('/mypage');
    const passwordChange = await openModal(page, '변경하기', '비밀번호 변경');
    // The current one is asked again (issue 24): a borrowed session cannot take the account.
    await passwordChange.getByLabel('현재 비밀번호').fill(DEFAULT_MEMBER_PASSWORD);
    await passwordChange.getByLabel('새 비밀번호').fill(NEW_PASSWORD);
    await passwordChange.getByLabel('비밀번호 재확인').fill(NEW_PASSWORD);
    await expectAlert(
      alerts,
      () => passwordChange.getByRole('button', { name: '변경하기' }).click(),
      '비밀번호가 변경되었습니다.',
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(mainMenu(page).getByRole('link', { name: '로그인' })).toBeVisible();
    await logIn(page, { username, password: NEW_PASSWORD });
  });

  test('a double major with 컴퓨터과학전공 as the second major', async ({
    page,
    request,
    site,
  }) => {
    const username = STUDENTS.doubleMajor;
    const alerts = recordAlerts(page);
    await signUpAndLogIn(page, request, site.apiUrl, username);
    const info = page.getByRole('table', { name: '내 정보' });
    await expect(info.getByRole('row', { name: /다전공/ }).getByRole('link')).toHaveText(
      /컴퓨터과학전공/,
    );

    await checkWithUpload(page, alerts, username);

    // 1전심/1전선 16 courses = 59 → 1전공; 2전심/2전선 16 courses = 47 → 다전공; 교양 33.
    expect(await figuresOf(box(page, `이수학점 ${username} 박지훈`))).toEqual({
      '총 기준 학점': '130',
      '총 이수 학점': '139',
      '1전공': '59',
      다전공: '47',
      교양: '33',
      일반: '0',
      '필요 학점': '0',
    });
    await expectBox(page, '이수학점', credits(130, 139, 0), '기준 학점을 만족했습니다.');
    // A 2020 first major needs 36; a 컴퓨터과학전공 second major needs 45.
    await expectBox(page, '1전공', credits(36, 59, 0), '기준 학점을 만족했습니다.');
    await expectBox(page, '다전공', credits(45, 47, 0), '기준 학점을 만족했습니다.');
    await expectBox(page, '교양', credits(33, 33, 0), '기준 학점을 만족했습니다.');
    await expect(box(page, '전공심화')).toHaveCount(0);
    await expect(box(page, '전공선택')).toHaveCount(0);
    // 2020 curriculum: four 기초교양 courses; 균형 without 사회 (경영학부's own field).
    await expectBox(page, '기초교양', counts('과목', 4, 4, 0), '필수과목 조건을 만족했습니다.');
    await expectBox(
      page,
      '상명핵심역량교양',
      counts('영역', 2, 2, 0),
      '선택영역 조건을 만족했습니다.',
    );
    await expectBox(page, '균형교양', counts('영역', 3, 4, 0), '선택영역 조건을 만족했습니다.');

    // 컴퓨터과학전공's 68 curriculum rows without the 16 this student completed.
    const second = await openModal(page, '다전공 추천 과목 보기', '다전공 추천과목');
    await expect(second).toContainText('다전공 과목 중 미이수과목을 학년 순으로 추천합니다.');
    const rows = await rowsOf(second.getByRole('table'));
    expect(rows).toHaveLength(52);
    expect(rows[0]?.slice(0, 6)).toEqual([
      '1학년',
      '1학기',
      'HAEA9225',
      '파이썬프로그래밍',
      '1전선',
      '3',
    ]);
    expect(rows.at(-1)?.slice(0, 6)).toEqual([
      '4학년',
      '2학기',
      'HATT0211',
      '교직과미래교사',
      '1교직',
      '2',
    ]);
    await expect(second.getByRole('row').nth(1).getByRole('cell').nth(6)).toHaveText('1학기');
    await expect(second.getByRole('row').last().getByRole('cell').nth(6)).toHaveText('2학기');
    const completedComputerScience = [
      'HASW0001',
      'HASW0002',
      'HAEA9253',
      'HAEA0032',
      'HAEA0001',
      'HAEA0027',
      'HAEA9249',
      'HAEA0003',
      'HAEA9227',
      'HAEZ0004',
      'HAEA0005',
      'HAEA0012',
      'HAEA9228',
      'HAEA9248',
      'HAEA0020',
      'HAEA9255',
    ];
    expect(
      rows.map((row) => row[2]).filter((number) => completedComputerScience.includes(number ?? '')),
    ).toEqual([]);
    await closeModal(second);
  });

  test('the department and exemption selects change the result', async ({
    page,
    request,
    site,
  }) => {
    const username = STUDENTS.editableDepartment;
    const alerts = recordAlerts(page);
    await signUpAndLogIn(page, request, site.apiUrl, username);

    const department = page.getByRole('combobox', { name: '학과' });
    await expect(department).toHaveValue(/\d+/);
    await expect(department.locator('option:checked')).toHaveText('핀테크전공');
    await expect(department.locator('option')).toHaveText([
      '핀테크전공',
      '빅데이터융합전공',
      '스마트생산전공',
    ]);

    await checkWithUpload(page, alerts, username);

    // 교양 10 courses = 27, 1전선 14 courses = 41, 1전심 4 courses = 12: 80 of 130 (61 %).
    expect(await figuresOf(box(page, `이수학점 ${username} 임하늘`))).toEqual({
      '총 기준 학점': '130',
      '총 이수 학점': '80',
      전공: '53',
      교양: '27',
      일반: '0',
      '필요 학점': '50',
    });
    // Cohort 2023: 전공선택 needs 60.
    await expectBox(page, '전공심화', credits(15, 12, 3), '3 학점이 부족합니다.');
    await expectBox(page, '전공선택', credits(60, 41, 19), '19 학점이 부족합니다.');
    await expectBox(page, '교양', credits(33, 27, 6), '6 학점이 부족합니다.');
    await expectBox(page, '기초교양', counts('과목', 4, 4, 0), '필수과목 조건을 만족했습니다.');
    await expectBox(
      page,
      '상명핵심역량교양',
      counts('영역', 2, 2, 0),
      '선택영역 조건을 만족했습니다.',
    );
    await expectBox(page, '균형교양', counts('영역', 3, 4, 0), '선택영역 조건을 만족했습니다.');

    // 핀테크전공's 12 1전심 courses without the 4 completed ones.
    const fintech = await openModal(page, '전공심화 추천 과목 보기', '전공심화 추천과목');
    expect((await rowsOf(fintech.getByRole('table'))).map((row) => row[2])).toEqual([
      'HAFI0039',
      'HAFX0029',
      'HAFX0030',
      'HAFX0031',
      'HABN0011',
      'HABN0034',
      'HAFI0050',
      'HAFI0051',
    ]);
    await expect(fintech).toContainText('3 학점이 부족합니다.');
    await closeModal(fintech);

    // Switching to 스마트생산전공: its 9 1전심 courses without the 3 of them completed.
    await page.goto('/mypage');
    await expectAlert(
      alerts,
      () => page.getByRole('combobox', { name: '학과' }).selectOption({ label: '스마트생산전공' }),
      '학과가 업데이트 되었습니다.',
    );
    await expect(page.getByRole('combobox', { name: '학과' }).locator('option:checked')).toHaveText(
      '스마트생산전공',
    );
    await page.getByRole('button', { name: '졸업요건 검사하기' }).click();
    const smartProduction = await openModal(page, '전공심화 추천 과목 보기', '전공심화 추천과목');
    expect((await rowsOf(smartProduction.getByRole('table'))).map((row) => row[2])).toEqual([
      'HAFI0039',
      'HAFX0030',
      'HAFX0031',
      'HABN0011',
      'HABN0034',
      'HASM0033',
    ]);
    await closeModal(smartProduction);

    // 외국인특별전형 drops the 컴퓨팅 courses from 기초교양; 편입생 drops every 교양 area.
    const exemption = async (label: string) => {
      await page.goto('/mypage');
      await expectAlert(
        alerts,
        () => page.getByRole('combobox', { name: '이수 면제' }).selectOption({ label }),
        '업데이트 되었습니다.',
      );
      await page.getByRole('button', { name: '졸업요건 검사하기' }).click();
      await expect(page).toHaveURL(/\/mypage\/result$/);
      await expect(box(page, '교양')).toBeVisible();
    };

    await exemption('외국인특별전형');
    await expectBox(page, '기초교양', counts('과목', 2, 2, 0), '필수과목 조건을 만족했습니다.');

    await exemption('편입생');
    await expect(box(page, '기초교양')).toHaveCount(0);
    await expect(box(page, '상명핵심역량교양')).toHaveCount(0);
    await expect(box(page, '균형교양')).toHaveCount(0);
    await expectBox(page, '교양', credits(33, 27, 6), '6 학점이 부족합니다.');

    await exemption('해당없음');
    await expectBox(page, '기초교양', counts('과목', 4, 4, 0), '필수과목 조건을 만족했습니다.');

    // Leaving SMUNITY: the notices, the agreement, the confirmation, and the member is gone.
    await page.goto('/mypage');
    const withdrawal = await openModal(page, '탈퇴하기', '탈퇴 안내');
    await expectAlert(
      alerts,
      () => withdrawal.getByRole('button', { name: '확인' }).click(),
      '탈퇴 안내를 확인하고 동의해 주세요.',
    );
    await withdrawal.getByLabel('비밀번호', { exact: true }).fill(DEFAULT_MEMBER_PASSWORD);
    await withdrawal.getByLabel('안내 사항을 모두 확인하였으며, 이에 동의합니다.').check();
    const before = alerts.length;
    await withdrawal.getByRole('button', { name: '확인' }).click();
    await expect
      .poll(() => alerts.slice(before))
      .toEqual(['스뮤니티 회원을 정말 탈퇴하시겠습니까?', '회원 탈퇴 되었습니다.']);
    await expect(page).toHaveURL(/\/$/);
    await expect(mainMenu(page).getByRole('link', { name: '로그인' })).toBeVisible();
    const login = await request.post(`${site.apiUrl}/api/v1/accounts/login`, {
      data: { username, password: DEFAULT_MEMBER_PASSWORD },
    });
    // The account is gone: the login answers as for any wrong 학번 or password (ADR 0026).
    expect(login.status()).toBe(401);
    expect((await login.json()).code).toBe('ACCOUNT015');
  });
});
