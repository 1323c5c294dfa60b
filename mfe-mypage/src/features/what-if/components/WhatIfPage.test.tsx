import type { WhatIf } from '@smunity/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setMember } from '@smunity/shared-auth';
import {
  installRoutedApi,
  MEMBER as MEMBER_SESSION,
  ok,
  resetSession,
} from '@smunity/shared-auth/src/testing';
import { ROUTES } from '@smunity/shared-ui';
import { aMember } from '../../../testing/members';
import { renderMypageArea, renderMypageAreaIn } from '../../../testing/renderMypageArea';
import { textsOf } from '@smunity/shared-ui/src/testing/texts';

beforeEach(() => setMember(MEMBER_SESSION));
afterEach(() => resetSession());

const MEMBER = aMember({ username: '202312345', yearId: 8 });

const status = (total: number, completed: number) => ({
  total,
  completed,
  required: Math.max(0, total - completed),
  completion: total === 0 ? 100 : Math.floor((completed * 100) / total),
});
const result = (total: number, completed: number) => ({
  completed: completed >= total,
  status: status(total, completed),
  count: 0,
  content: [],
});
const whatIf = (isDoubleMajor: boolean): WhatIf => ({
  credit: {
    username: MEMBER.username,
    name: MEMBER.name,
    total: 130,
    completed: 40,
    major: 20,
    secondMajor: isDoubleMajor ? 0 : null,
    culture: 20,
    etc: 0,
    required: 90,
    completion: 30,
    isDoubleMajor,
  },
  categories: isDoubleMajor
    ? {
        FIRST_MAJOR: result(45, 20),
        SECOND_MAJOR: result(36, 0),
        CULTURE: result(33, 20),
        ETC: result(0, 0),
      }
    : {
        MAJOR_ADVANCED: result(15, 6),
        MAJOR_OPTIONAL: result(60, 14),
        CULTURE: result(33, 20),
        ETC: result(0, 0),
      },
  cultures: { BASIC: result(4, 4), CORE: result(2, 1), BALANCE: result(3, 1) },
});

/** The fake api of the page: a single major who may add 경영학부 as a 다전공. */
function serveWhatIf() {
  return installRoutedApi({
    'GET /members/me': ok(MEMBER),
    'GET /courses/basis': ok({
      entranceYear: 2026,
      cohort: 2025,
      notice: '2026학번 교육과정이 아직 등록되지 않아 2025학번 교육과정으로 검사했습니다.',
      curriculumTerm: { year: 2025, semester: '2학기' },
      timetable: {
        ranges: [
          { from: { year: 2017, semester: '1학기' }, to: { year: 2024, semester: '1학기' } },
        ],
        notice: null,
      },
    }),
    'GET /departments': ok({
      count: 2,
      content: [
        { id: 1, college: '융합공과대학', name: '컴퓨터과학전공', code: '03005', count: 3 },
        { id: 26, college: '경영경제대학', name: '경영학부', code: '01179', count: 1 },
      ],
    }),
    'GET /courses/what-if': (call) =>
      ok(whatIf((call.params as { secondDepartmentId: unknown }).secondDepartmentId !== 'none')),
  });
}

it('compares the stored profile with a 다전공 added and names what changes', async () => {
  const api = serveWhatIf();
  renderMypageArea(ROUTES.MYPAGE_WHAT_IF);

  expect(await screen.findByRole('heading', { name: '학과·다전공을 바꾸면?' })).toBeInTheDocument();
  expect(await screen.findByLabelText('학과 (1전공)')).toHaveValue('1');
  expect(
    await screen.findByText(
      '2026학번 교육과정이 아직 등록되지 않아 2025학번 교육과정으로 검사했습니다.',
    ),
  ).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('다전공'), '26');
  await userEvent.click(screen.getByRole('button', { name: '비교하기' }));

  const differences = await screen.findByRole('list', { name: '달라지는 점' });
  expect(textsOf(differences, 'listitem')).toEqual([
    '다전공을 추가하면 전공심화 기준이 없어집니다 (지금 15학점)',
    '다전공을 추가하면 전공선택 기준이 60 → 45학점',
    '다전공을 추가하면 다전공 36학점이 새로 필요합니다',
  ]);
  const table = screen.getByRole('table', { name: '현재와 가정한 학과의 졸업요건' });
  expect(within(table).getAllByText('변경')).toHaveLength(3);
  expect(api.callsTo('GET /courses/what-if').map((call) => call.params)).toEqual([
    { departmentId: 1, secondDepartmentId: 'none' },
    { departmentId: 1, secondDepartmentId: 26 },
  ]);
});

it('compares in English, naming what changes in the glossary’s words', async () => {
  serveWhatIf();
  await renderMypageAreaIn('en', ROUTES.MYPAGE_WHAT_IF);

  expect(
    await screen.findByRole('heading', {
      name: 'What if I changed my department or second major?',
    }),
  ).toBeInTheDocument();
  // Department names stay as the data has them.
  expect(await screen.findByLabelText('Department (first major)')).toHaveDisplayValue(
    '컴퓨터과학전공',
  );
  await userEvent.selectOptions(screen.getByLabelText('Second major'), '26');
  await userEvent.click(screen.getByRole('button', { name: 'Compare' }));

  const differences = await screen.findByRole('list', { name: 'What changes' });
  expect(textsOf(differences, 'listitem')).toEqual([
    'If you add a second major, Advanced major is no longer required (now 15 credits)',
    'If you add a second major, Major elective requires 60 → 45 credits',
    'If you add a second major, Second major newly requires 36 credits',
  ]);
  const table = screen.getByRole('table', {
    name: 'Graduation requirements now and in the departments tried',
  });
  expect(within(table).getAllByText('Changed')).toHaveLength(3);
  // The total is the same now and in the departments tried.
  expect(within(table).getAllByText('Credits to graduate 40 / 130 credits')).toHaveLength(2);
});
