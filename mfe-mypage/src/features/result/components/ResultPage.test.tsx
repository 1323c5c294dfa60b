import type { Credit, GraduationCheck } from '@smunity/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setMember } from '@smunity/shared-auth';
import {
  installRoutedApi,
  MEMBER as MEMBER_SESSION,
  ok,
  resetSession,
  type RecordedCall,
  type ReplyTable,
} from '@smunity/shared-auth/src/testing';
import { ROUTES } from '@smunity/shared-ui';
import { forgetOfferings } from '../../../api/offerings';
import {
  expectServerElementsKept,
  hydrateMypage,
  unmountHydratedPages,
} from '../../../testing/hydrateMypage';
import { renderMypageArea, renderMypageAreaIn } from '../../../testing/renderMypageArea';
import {
  BALANCE_ITEMS,
  BASIC_ITEMS,
  basisOf,
  CORE_ITEMS,
  DOUBLE,
  DOUBLE_CATEGORIES,
  graduationCheckBody,
  ledgerEntry,
  resultAnswers,
  resultBody,
  SINGLE,
  SINGLE_CATEGORIES,
  SINGLE_MAJOR_BOXES,
  type CategoryTotals,
} from '../../../testing/resultAnswers';
import { GRADUATION_CHECK_URL, type GraduationResult } from '../api/graduationResult';
import { textsOf } from '@smunity/shared-ui/src/testing/texts';

beforeEach(() => setMember(MEMBER_SESSION));
afterEach(() => {
  resetSession();
  forgetOfferings();
});

const CULTURE_COURSES: Record<
  string,
  Array<{ id: number; number: string; name: string; credit: number }>
> = {
  BASIC_ACCIDENT: [{ id: 1, number: 'HALR1032', name: '사고와표현', credit: 3 }],
  BASIC_ENG_MATH: [
    { id: 2, number: 'HALR1050', name: 'EnglishforAcademicPurposes', credit: 3 },
    { id: 3, number: 'HALR1231', name: '기초수학', credit: 3 },
  ],
  CORE_PROFESSIONAL: [
    { id: 10, number: 'HALF9398', name: '이미지시대의테크놀로지와예술', credit: 3 },
  ],
  CORE_ETHICAL: [{ id: 11, number: 'HALR1038', name: '상명정신과윤리적삶', credit: 2 }],
};
const SUB_DOMAIN_NAMES = Object.fromEntries(
  [...BASIC_ITEMS, ...CORE_ITEMS, ...BALANCE_ITEMS].map((domainItem) => [
    domainItem.subDomain,
    domainItem.subDomainName,
  ]),
);

/**
 * The fake api with the page's one read (GET /graduation-check) of these figures, changed by
 * `adjust`, and the reads of the boxes' dialogs.
 */
function serveResult(
  credit: Credit,
  categories: CategoryTotals,
  extra: ReplyTable = {},
  adjust: (body: GraduationResult) => GraduationCheck = (body) => body,
): RecordedCall[] {
  return installRoutedApi({
    'GET /graduation-check': ok(adjust(graduationCheckBody(credit, categories))),
    'GET /cultures': (call) => {
      const { subDomain } = call.params as { subDomain: string };
      const courses = (CULTURE_COURSES[subDomain] ?? []).map((course) => ({
        ...course,
        type: SUB_DOMAIN_NAMES[subDomain],
      }));
      return ok({ count: courses.length, content: courses });
    },
    ...extra,
  }).calls;
}

async function renderResult() {
  renderMypageArea(ROUTES.MYPAGE_RESULT);
  await screen.findByRole('region', { name: /^이수학점 / });
}

function region(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The figures of a box as "label value" pairs, read as assistive tech reads them. */
function figuresOf(box: HTMLElement): string[] {
  return within(box)
    .getAllByRole('term')
    .map((term) => {
      const value = term.nextElementSibling?.querySelector('.su-visually-hidden')?.textContent;
      return `${term.textContent} ${value}`;
    });
}

/** 소프트웨어공학, a 컴퓨터과학전공 course: what /majors and /offerings/{number} both say of it. */
const SOFTWARE_ENGINEERING = { number: 'HAEA0008', name: '소프트웨어공학', credit: 3 } as const;

/** Opens a box's recommendations (its "… 추천 과목 보기" button): the dialog named `dialogName`. */
async function openRecommendations(box: string, dialogName: string): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: `${box} 추천 과목 보기` }));
  return screen.getByRole('dialog', { name: dialogName });
}

/** A dialog's course table: its column headers at once, its rows once the offerings are in. */
async function expectCourseTable(dialog: HTMLElement, headers: string[], rows: string[]) {
  const table = await within(dialog).findByRole('table');
  expect(textsOf(table, 'columnheader')).toEqual(headers);
  await waitFor(() => expect(textsOf(table, 'row').slice(1)).toEqual(rows));
}

describe('result page: single major', () => {
  it('sums up the credits of the member with the overall completion', async () => {
    serveResult(SINGLE, SINGLE_CATEGORIES);
    await renderResult();

    const summary = region('이수학점 201910101 김상명');
    expect(figuresOf(summary)).toEqual([
      '총 기준 학점 130',
      '총 이수 학점 97',
      '전공 72',
      '교양 22',
      '일반 3',
      '필요 학점 33',
    ]);
    expect(within(summary).getByRole('img', { name: '졸업 이수율 74%' })).toBeInTheDocument();
  });

  it('shows the totals once with their verdict, 전공심화, 전공선택 and 교양 with theirs, then the culture domains', async () => {
    const calls = serveResult(SINGLE, SINGLE_CATEGORIES);
    await renderResult();

    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['이수학점 201910101 김상명', ...SINGLE_MAJOR_BOXES]);
    // A single major has no second 이수학점 box (a phone showed the same totals twice).
    expect(screen.queryByRole('region', { name: '이수학점' })).not.toBeInTheDocument();
    expect(region('이수학점 201910101 김상명')).toHaveTextContent(/학점이 부족합니다\.$/);
    expect(figuresOf(region('전공심화'))).toEqual([
      '총 기준 학점 15',
      '총 이수 학점 12',
      '필요 학점 3',
    ]);
    expect(region('전공심화')).toHaveTextContent('3 학점이 부족합니다.');
    expect(region('전공선택')).toHaveTextContent('기준 학점을 만족했습니다.');
    expect(
      within(region('전공선택')).getByRole('img', { name: '전공선택 이수율 100%' }),
    ).toBeVisible();
    expect(region('교양')).toHaveTextContent('11 학점이 부족합니다.');
    expect(
      within(region('교양')).queryByRole('button', { name: /추천 과목 보기/ }),
    ).not.toBeInTheDocument();

    expect(figuresOf(region('기초교양'))).toEqual([
      '기준 과목 2개',
      '이수 과목 1개',
      '필요 과목 1개',
    ]);
    expect(region('기초교양')).toHaveTextContent('필수과목이 부족합니다.');
    expect(figuresOf(region('상명핵심역량교양'))).toEqual([
      '기준 영역 2개',
      '이수 영역 1개',
      '필요 영역 1개',
    ]);
    expect(region('상명핵심역량교양')).toHaveTextContent('선택영역이 부족합니다.');
    expect(region('균형교양')).toHaveTextContent('선택영역 조건을 만족했습니다.');

    // One read for the page (the print sheet's ledger with it); a single major's boxes shown.
    expect(calls.map((call) => call.url)).toEqual(['/graduation-check']);
    expect(screen.queryByRole('region', { name: '1전공' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '다전공' })).not.toBeInTheDocument();
  });

  it('hides a requirement whose total is 0', async () => {
    serveResult(SINGLE, { ...SINGLE_CATEGORIES, MAJOR_ADVANCED: [0, 0] }, {}, (body) => ({
      ...body,
      domains: body.domains.map((box) =>
        box.domain === 'BALANCE' ? { ...box, result: resultBody(0, 2, BALANCE_ITEMS) } : box,
      ),
    }));
    await renderResult();

    expect(screen.queryByRole('region', { name: '전공심화' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '균형교양' })).not.toBeInTheDocument();
    expect(region('전공선택')).toBeInTheDocument();
  });

  it('recommends the uncompleted courses of a major requirement', async () => {
    const calls = serveResult(SINGLE, SINGLE_CATEGORIES, {
      'GET /majors': ok({
        count: 2,
        content: [
          { id: 5, grade: '3학년', semester: '1학기', ...SOFTWARE_ENGINEERING, type: '1전심' },
          {
            id: 9,
            grade: '4학년',
            semester: '2학기',
            number: 'HAEA9245',
            name: '고급알고리즘',
            type: '1전심',
            credit: 3,
          },
        ],
      }),
      'GET /offerings/HAEA0008': ok({
        ...SOFTWARE_ENGINEERING,
        terms: [{ year: 2024, semester: '1학기' }],
        usual: '1학기',
      }),
      // Never offered since 2017: the api answers usual null.
      'GET /offerings/HAEA9245': ok({
        number: 'HAEA9245',
        name: '고급알고리즘',
        credit: 3,
        terms: [],
        usual: null,
      }),
    });
    await renderResult();

    const dialog = await openRecommendations('전공심화', '전공심화 추천과목');
    expect(dialog).toHaveTextContent('전공심화 과목 중 미이수과목을 학년 순으로 추천합니다.');
    await expectCourseTable(
      dialog,
      ['학년', '학기', '학수번호', '과목명', '이수구분', '학점', '개설 학기'],
      [
        '3학년1학기HAEA0008소프트웨어공학1전심31학기',
        '4학년2학기HAEA9245고급알고리즘1전심3개설 기록 없음',
      ],
    );
    expect(dialog).toHaveTextContent('3 학점이 부족합니다.');
    expect(calls.find((call) => call.url === '/majors')?.params).toEqual({
      category: 'MAJOR_ADVANCED',
    });
  });

  it('lists every 기초교양 course with 이수 or 미이수', async () => {
    serveResult(SINGLE, SINGLE_CATEGORIES);
    await renderResult();

    const dialog = await openRecommendations('기초교양', '기초교양 과목 목록');
    expect(dialog).toHaveTextContent('기초교양 과목을 모두 이수해야 졸업요건을 충족합니다.');
    // The offerings are not served here: a 학수번호 the api does not know reads 개설 기록 없음.
    await expectCourseTable(
      dialog,
      ['영역', '학수번호', '과목명', '학점', '개설 학기', '이수 여부'],
      [
        '사고와표현HALR1032사고와표현3개설 기록 없음이수',
        '기초영어/기초수학HALR1050EnglishforAcademicPurposes3개설 기록 없음미이수',
        '기초영어/기초수학HALR1231기초수학3개설 기록 없음미이수',
      ],
    );
    expect(dialog).toHaveTextContent('필수과목이 부족합니다.');
  });

  it('shows the areas of a domain not yet met and recommends courses for each missing area', async () => {
    serveResult(SINGLE, SINGLE_CATEGORIES);
    await renderResult();

    const dialog = await openRecommendations('상명핵심역량교양', '상명핵심역량교양 영역 현황');
    expect(dialog).toHaveTextContent(
      '상명핵심역량교양 중 영역 2개 이상 이수해야 졸업요건을 충족합니다.',
    );
    const statusTable = within(dialog).getByRole('table', { name: '상명핵심역량교양 영역 현황' });
    expect(textsOf(statusTable, 'columnheader')).toEqual([
      '전문지식탐구역량',
      '창의적문제해결역량',
      '윤리실천역량',
    ]);
    expect(textsOf(statusTable, 'cell')).toEqual(['미이수', '이수', '미이수']);

    const professional = await within(dialog).findByRole('group', {
      name: '전문지식탐구역량 추천과목',
    });
    expect(
      await within(professional).findByRole('cell', { name: '이미지시대의테크놀로지와예술' }),
    ).toBeInTheDocument();
    expect(textsOf(professional, 'columnheader')).toEqual([
      '학수번호',
      '과목명',
      '영역',
      '학점',
      '개설 학기',
    ]);
    const ethical = await within(dialog).findByRole('group', { name: '윤리실천역량 추천과목' });
    expect(
      await within(ethical).findByRole('cell', { name: '상명정신과윤리적삶' }),
    ).toBeInTheDocument();
    expect(textsOf(dialog, 'heading', { level: 3 })).toEqual([
      '전문지식탐구역량 추천과목',
      '윤리실천역량 추천과목',
    ]);
  });

  it('recommends nothing for a domain already met', async () => {
    const calls = serveResult(SINGLE, SINGLE_CATEGORIES);
    await renderResult();

    const dialog = await openRecommendations('균형교양', '균형교양 영역 현황');
    expect(dialog).toHaveTextContent('균형교양 중 영역 3개 이상 이수해야 졸업요건을 충족합니다.');
    expect(dialog).toHaveTextContent('선택영역 조건을 만족했습니다.');
    expect(within(dialog).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/cultures')).toHaveLength(0);
  });
});

describe('result page: double major', () => {
  it('shows 1전공 and 다전공 in the summary and boxes for 이수학점, 1전공, 다전공 and 교양', async () => {
    const calls = serveResult(DOUBLE, DOUBLE_CATEGORIES, {
      'GET /majors': ok({ count: 0, content: [] }),
    });
    await renderResult();

    expect(figuresOf(region('이수학점 202012301 박지훈'))).toEqual([
      '총 기준 학점 130',
      '총 이수 학점 97',
      '1전공 40',
      '다전공 45',
      '교양 22',
      '일반 3',
      '필요 학점 33',
    ]);
    expect(region('이수학점')).toBeInTheDocument();
    expect(region('1전공')).toHaveTextContent('기준 학점을 만족했습니다.');
    expect(region('다전공')).toHaveTextContent('기준 학점을 만족했습니다.');
    expect(screen.queryByRole('region', { name: '전공심화' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/graduation-check']);

    const dialog = await openRecommendations('다전공', '다전공 추천과목');
    expect(dialog).toHaveTextContent('다전공 과목 중 미이수과목을 학년 순으로 추천합니다.');
    expect(await within(dialog).findByText('추천할 미이수과목이 없습니다.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/majors')?.params).toEqual({
      category: 'SECOND_MAJOR',
    });
  });
});

describe('result page: where each course counted', () => {
  it('lists every stored course with where it counted or why not', async () => {
    serveResult(SINGLE, SINGLE_CATEGORIES, {
      'GET /courses/ledger': ok({
        count: 3,
        content: [
          ledgerEntry({
            id: 1,
            grade: 'F',
            counted: false,
            skipLabel: 'F 학점',
            messages: ['F 학점을 받은 과목이라 이수 학점에 포함되지 않습니다.'],
          }),
          ledgerEntry({ id: 2, year: '2023' }),
          ledgerEntry({
            id: 3,
            number: 'HALF0102',
            name: '인간과언어',
            type: '교선',
            categoryLabel: '교양',
            subDomainLabel: '균형(인문)',
            messages: [
              '교양 학점으로 반영되었습니다.',
              '균형교양 균형(인문) 영역 이수로 반영되었습니다.',
            ],
          }),
        ],
      }),
    });
    await renderResult();

    await userEvent.click(screen.getByRole('button', { name: '이 과목은 어디에 반영되었나요?' }));

    const dialog = screen.getByRole('dialog', { name: '이 과목은 어디에 반영되었나요?' });
    const table = await within(dialog).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(5, 7)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', '미반영 (F 학점)'],
      ['3', '전공선택'],
      ['3', '교양 · 균형(인문)'],
    ]);
    expect(textsOf(rows[2] as HTMLElement, 'listitem')).toEqual([
      '교양 학점으로 반영되었습니다.',
      '균형교양 균형(인문) 영역 이수로 반영되었습니다.',
    ]);
  });
});

describe('result page: a member who entered before 2017', () => {
  it('refuses the check and leads back to my page', async () => {
    serveResult(SINGLE, SINGLE_CATEGORIES, {}, () => ({ checkable: false }));
    renderMypageArea(ROUTES.MYPAGE_RESULT);

    expect(await screen.findByRole('alert')).toHaveTextContent('2017학번부터 검사가 가능합니다.');
    expect(screen.queryByRole('region', { name: /^이수학점/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '마이페이지로 돌아가기' })).toHaveAttribute(
      'href',
      ROUTES.MYPAGE,
    );
  });
});

describe('result page: failures', () => {
  it('says so in Korean and loads again on request', async () => {
    let failing = true;
    serveResult(SINGLE, SINGLE_CATEGORIES, {
      'GET /graduation-check': () =>
        failing
          ? {
              status: 500,
              data: { code: 'COMMON000', message: '서버 에러, 관리자에게 문의 바랍니다.' },
            }
          : ok(graduationCheckBody(SINGLE, SINGLE_CATEGORIES)),
    });
    renderMypageArea(ROUTES.MYPAGE_RESULT);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '검사 결과 불러오기에 실패했습니다. 서버 에러, 관리자에게 문의 바랍니다.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(region('이수학점 201910101 김상명')).toBeInTheDocument());
  });
});

describe('result page: printing (인쇄 / PDF 저장)', () => {
  const LEDGER: GraduationResult['ledger'] = { count: 1, content: [ledgerEntry()] };
  // The sheet's ledger comes with the check: printing asks nothing more.
  const withLedger = (body: GraduationResult) => ({ ...body, ledger: LEDGER });

  it('the button opens the browser’s print', async () => {
    serveResult(SINGLE, SINGLE_CATEGORIES, {}, withLedger);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderResult();

    await userEvent.click(screen.getByRole('button', { name: '인쇄 / PDF 저장' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('prints a header with whose result, the rule set and the date, and the ledger as an appendix', async () => {
    serveResult(SINGLE, SINGLE_CATEGORIES, {}, withLedger);
    await renderResult();

    // Hidden on screen (and from screen readers) until printed.
    const header = screen.getByText('졸업요건 점검표').closest('header') as HTMLElement;
    expect(header).not.toBeVisible();
    expect(header).toHaveTextContent('학번 / 이름201910101 / 김상명');
    expect(header).toHaveTextContent('학과컴퓨터과학전공');
    await waitFor(() =>
      expect(header).toHaveTextContent('검사 기준2019학번 · 2025학년도 2학기 교육과정'),
    );
    expect(header).toHaveTextContent(/출력일\d{4}-\d{2}-\d{2}/);

    const appendix = screen.getByText('부록: 과목별 반영 내역').closest('section') as HTMLElement;
    expect(appendix).not.toBeVisible();
    const table = await within(appendix).findByRole('table', { hidden: true });
    expect(textsOf(table, 'cell', { hidden: true })).toEqual([
      '2022',
      '2학기',
      'HAEA0001',
      '게임수학',
      '1전선',
      '3',
      '전공선택',
    ]);
  });
});

describe('result page: what it was checked against', () => {
  it('names the curriculum and timetable years, and says so when an earlier cohort’s was used', async () => {
    const notice = '2026학번 교육과정이 아직 등록되지 않아 2025학번 교육과정으로 검사했습니다.';
    const freshman = { ...SINGLE, username: '202610101' };
    serveResult(freshman, SINGLE_CATEGORIES, {}, (body) => ({
      ...body,
      basis: { ...basisOf('202610101'), cohort: 2025, notice },
    }));
    await renderResult();

    expect(await screen.findByText(notice)).toBeVisible();
    expect(
      screen.getByText(
        '검사 기준: 2025학번 · 2025학년도 2학기 교육과정 · 개설 학기: 2017년 1학기–2024년 1학기 시간표',
      ),
    ).toBeVisible();
    // The timetables end before this term, and every page with "개설 학기" says so.
    expect(screen.getByText('개설 학기 정보는 2024년 1학기 시간표까지입니다.')).toBeVisible();
    const header = screen.getByText('졸업요건 점검표').closest('header') as HTMLElement;
    expect(header).toHaveTextContent('검사 기준2025학번 · 2025학년도 2학기 교육과정');
    expect(header).toHaveTextContent(
      '개설 학기2017년 1학기–2024년 1학기 시간표 (개설 학기 정보는 2024년 1학기 시간표까지입니다.)',
    );
  });
});

describe('result page: sharing', () => {
  const LINK = {
    id: 4,
    showName: false,
    createdAt: '2026-11-25T01:00:00.000Z',
    expiresAt: '2026-12-02T01:00:00.000Z',
  };
  const TOKEN = 'b'.repeat(43);

  it('makes a link for the chosen days and name choice, shows it to copy, and lists it', async () => {
    let links: (typeof LINK)[] = [];
    const calls = serveResult(SINGLE, SINGLE_CATEGORIES, {
      'GET /shares': () => ok({ count: links.length, content: links }),
      'POST /shares': () => {
        links = [LINK];
        return {
          status: 201,
          data: {
            token: TOKEN,
            url: `http://localhost/shared/${TOKEN}`,
            expiresAt: '2026-11-28T01:00:00.000Z',
          },
        };
      },
    });
    await renderResult();
    await userEvent.click(screen.getByRole('button', { name: '검사 결과 공유' }));
    const dialog = screen.getByRole('dialog', { name: '검사 결과 공유' });
    expect(await within(dialog).findByText('열려 있는 공유 링크가 없습니다.')).toBeInTheDocument();

    await userEvent.selectOptions(within(dialog).getByLabelText('공유 기간'), '3');
    await userEvent.click(within(dialog).getByLabelText('받는 사람에게 내 이름 보이기'));
    await userEvent.click(within(dialog).getByRole('button', { name: '링크 만들기' }));

    expect(await within(dialog).findByLabelText('공유 링크')).toHaveValue(
      `http://localhost/shared/${TOKEN}`,
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      expiresInDays: 3,
      showName: true,
    });
    const table = within(dialog).getByRole('table', { name: '내 공유 링크' });
    expect(await within(table).findByText('2026-12-02')).toBeInTheDocument();

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await userEvent.click(within(dialog).getByRole('button', { name: '링크 복사' }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost/shared/${TOKEN}`);
    expect(within(dialog).getByRole('button', { name: '복사했습니다' })).toBeInTheDocument();
  });

  it('revokes a listed link after a confirmation', async () => {
    let links = [LINK];
    serveResult(SINGLE, SINGLE_CATEGORIES, {
      'GET /shares': () => ok({ count: links.length, content: links }),
      'DELETE /shares/4': () => {
        links = [];
        return { status: 204 };
      },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    await renderResult();
    await userEvent.click(screen.getByRole('button', { name: '검사 결과 공유' }));
    const dialog = screen.getByRole('dialog', { name: '검사 결과 공유' });

    await userEvent.click(
      await within(dialog).findByRole('button', { name: '2026-11-25에 만든 링크 취소' }),
    );
    expect(confirm).toHaveBeenCalled();
    expect(alert).toHaveBeenCalledWith('공유 링크가 취소되었습니다.');
    expect(await within(dialog).findByText('열려 있는 공유 링크가 없습니다.')).toBeInTheDocument();
    confirm.mockRestore();
    alert.mockRestore();
  });
});

describe('result page: rendered by the server with its answers (issue 27)', () => {
  /** Only the date is pinned: the fake api and React's scheduling run on the real timers. */
  const TIMERS_BUT_DATE = [
    'hrtime',
    'nextTick',
    'performance',
    'queueMicrotask',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'requestIdleCallback',
    'cancelIdleCallback',
    'setImmediate',
    'clearImmediate',
    'setInterval',
    'clearInterval',
    'setTimeout',
    'clearTimeout',
  ] as const;
  // Pinned: the 출력일 of the printed sheet is today in Seoul (16:00 UTC is the next day there).
  // Later than any real clock running this: jsdom's cookie jar checks expiry by the real clock,
  // so a session cookie written under an earlier pinned date (a day's lifetime) would be gone.
  const NOW = new Date('2099-11-26T16:00:00Z');

  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: [...TIMERS_BUT_DATE] });
  });
  afterEach(() => {
    unmountHydratedPages();
    jest.useRealTimers();
  });

  it('holds the answer under the one URL its route has the server ask', () => {
    expect(Object.keys(resultAnswers(SINGLE, SINGLE_CATEGORIES))).toEqual([GRADUATION_CHECK_URL]);
    expect(GRADUATION_CHECK_URL).toBe('/api/v1/graduation-check');
  });

  it('is in the server’s markup, and hydrated with no request for it, mismatch or replaced element', async () => {
    const api = installRoutedApi({});
    const page = await hydrateMypage(
      ROUTES.MYPAGE_RESULT,
      resultAnswers(SINGLE, SINGLE_CATEGORIES),
      MEMBER_SESSION,
    );

    expect(page.markup).toContain('201910101 김상명');
    expect(page.markup).not.toContain('검사 결과 불러오는 중');
    expect(page.markup).not.toContain(MEMBER_SESSION.accessToken);
    // The server does not read its clock for the sheet: the browser does, once hydrated.
    expect(page.markup).toContain('<dt>출력일</dt><dd></dd>');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.loggedErrors).toEqual([]);
    expectServerElementsKept(page);
    expect(figuresOf(region('이수학점 201910101 김상명'))).toContain('총 이수 학점 97');
    expect(region('전공심화')).toHaveTextContent('3 학점이 부족합니다.');
    const header = screen.getByText('졸업요건 점검표').closest('header') as HTMLElement;
    expect(header).toHaveTextContent('출력일2099-11-27');
    // The appendix's ledger came with the answer: nothing is asked once hydrated.
    expect(
      screen.getByRole('table', { name: '과목별 반영 내역', hidden: true }),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('loads as without the server when the answer is missing', async () => {
    const calls = serveResult(SINGLE, SINGLE_CATEGORIES);

    const page = await hydrateMypage(ROUTES.MYPAGE_RESULT, {}, MEMBER_SESSION);

    expect(page.markup).toContain('검사 결과 불러오는 중…');
    expect(page.recoverableErrors).toEqual([]);
    expect(page.loggedErrors).toEqual([]);
    expect(await screen.findByRole('region', { name: /^이수학점 / })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/graduation-check']);
  });
});

describe('result page in English', () => {
  it('names the boxes, figures, verdicts, modals and actions in the glossary’s words', async () => {
    serveResult(SINGLE, SINGLE_CATEGORIES);
    await renderMypageAreaIn('en', ROUTES.MYPAGE_RESULT);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Graduation check result' }),
    ).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Credits 201910101 김상명' });
    expect(figuresOf(summary)).toEqual([
      'Credits required 130',
      'Credits completed 97',
      'Major 72',
      'General education 22',
      'Free elective 3',
      'Credits still needed 33',
    ]);
    expect(within(summary).getByText('Credits still needed: 33.')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .slice(1, 4),
    ).toEqual(['Advanced major', 'Major elective', 'General education']);
    expect(screen.getByRole('button', { name: 'Print / save as PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a graduation plan' })).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Recommended courses for Sangmyung core competencies' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Sangmyung core competencies: areas' });
    expect(dialog).toHaveTextContent(
      'Complete at least 2 areas of Sangmyung core competencies to meet the graduation requirements.',
    );
    // The areas' names are the api's, as the data has them.
    const statusTable = within(dialog).getByRole('table', {
      name: 'Sangmyung core competencies: areas',
    });
    expect(textsOf(statusTable, 'cell')).toEqual(['Not completed', 'Completed', 'Not completed']);
    const professional = await within(dialog).findByRole('group', {
      name: 'Recommended courses: 전문지식탐구역량',
    });
    expect(
      await within(professional).findByRole('cell', { name: '이미지시대의테크놀로지와예술' }),
    ).toBeInTheDocument();
    expect(textsOf(professional, 'columnheader')).toEqual([
      'Course number',
      'Course name',
      'Area',
      'Credits',
      'Offered in',
    ]);
  });

  it('names when a recommended course is offered in English', async () => {
    serveResult(SINGLE, SINGLE_CATEGORIES, {
      'GET /majors': ok({
        count: 1,
        content: [
          {
            id: 5,
            // The api's English answer: it names the 학년 and 학기 of /majors itself (ADR 0063).
            grade: 'all years',
            semester: '2nd semester',
            ...SOFTWARE_ENGINEERING,
            type: '1전심',
          },
        ],
      }),
      'GET /offerings/HAEA0008': ok({
        ...SOFTWARE_ENGINEERING,
        terms: [
          { year: 2023, semester: '여름학기' },
          { year: 2024, semester: '1학기' },
        ],
        usual: '매학기',
      }),
    });
    await renderMypageAreaIn('en', ROUTES.MYPAGE_RESULT);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Recommended courses for Advanced major' }),
    );
    const table = await within(screen.getByRole('dialog')).findByRole('table');
    // The offering's 매학기 and terms stay Korean on the wire; the name and 이수구분 are data.
    await waitFor(() =>
      expect(textsOf(table, 'cell')).toEqual([
        'all years',
        '2nd semester',
        'HAEA0008',
        '소프트웨어공학',
        '1전심',
        '3',
        'every semester',
      ]),
    );
    expect(within(table).getByText('every semester')).toHaveAttribute(
      'title',
      'Recently offered: summer session 2023, 1st semester 2024',
    );
  });

  it('shows the ledger and the share dialog in English', async () => {
    serveResult(SINGLE, SINGLE_CATEGORIES, {
      'GET /courses/ledger': ok({
        count: 1,
        content: [ledgerEntry({ id: 1, counted: false, skipLabel: 'F 학점', messages: [] })],
      }),
      'GET /shares': ok({
        count: 1,
        content: [
          {
            id: 4,
            showName: false,
            createdAt: '2026-11-25T01:00:00.000Z',
            expiresAt: '2026-12-02T01:00:00.000Z',
          },
        ],
      }),
    });
    await renderMypageAreaIn('en', ROUTES.MYPAGE_RESULT);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Where did each course count?' }),
    );
    const ledger = screen.getByRole('dialog', { name: 'Where did each course count?' });
    const table = await within(ledger).findByRole('table');
    expect(textsOf(table, 'columnheader')).toEqual([
      'Taken in',
      'Semester',
      'Course number',
      'Course name',
      'Course type',
      'Credits',
      'Counted as',
      'Explanation',
    ]);
    // The api's 2학기.
    expect(within(table).getByRole('cell', { name: '2nd semester' })).toBeInTheDocument();
    // The reason is the api's text.
    expect(within(table).getByText('Not counted (F 학점)')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Share the result' }));
    const share = screen.getByRole('dialog', { name: 'Share the result' });
    expect(within(share).getByLabelText('Share for')).toHaveDisplayValue('7 days');
    expect(within(share).getByRole('option', { name: '1 day' })).toBeInTheDocument();
    const links = await within(share).findByRole('table', { name: 'My share links' });
    expect(within(links).getByRole('cell', { name: 'Hidden' })).toBeInTheDocument();
    expect(
      within(links).getByRole('button', { name: 'Revoke the link made on 2026-11-25' }),
    ).toBeInTheDocument();
  });
});
