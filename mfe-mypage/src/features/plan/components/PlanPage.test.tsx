import type { Plan } from '@smunity/api-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setMember } from '@smunity/shared-auth';
import {
  installRoutedApi,
  MEMBER as MEMBER_SESSION,
  ok,
  resetSession,
} from '@smunity/shared-auth/src/testing';
import { ROUTES } from '@smunity/shared-ui';
import { renderMypageArea } from '../../../testing/renderMypageArea';

beforeEach(() => setMember(MEMBER_SESSION));
afterEach(() => resetSession());

const course = (number: string, name: string, pinned = false) => ({
  number,
  name,
  credit: 3,
  category: 'MAJOR_OPTIONAL' as const,
  usual: '2학기' as const,
  pinned,
  placeholder: false,
});

const BASIS = {
  entranceYear: 2021,
  cohort: 2021,
  notice: null,
  curriculumTerm: { year: 2025, semester: '2학기' },
  timetableYears: { from: 2017, to: 2024 },
};

/** The api's plan for the pins it was given (알고리즘 pinned to 2027-1 moves it there). */
function planFor(pins: string, saved: boolean): Plan {
  const moved =
    pins.includes('HAEA0010@2027-1') || pins.includes('{"number":"HAEA0010","term":"2027-1"}');
  return {
    until: '2027-1',
    maxCredits: 18,
    pins: moved ? [{ number: 'HAEA0010', term: '2027-1' }] : [],
    excluded: [],
    saved,
    rebased: null,
    semesters: [
      {
        year: 2026,
        semester: '2학기',
        term: '2026-2',
        credits: moved ? 3 : 6,
        courses: moved
          ? [course('HAEA0002', '컴퓨터구조')]
          : [course('HAEA0010', '알고리즘'), course('HAEA0002', '컴퓨터구조')],
      },
      {
        year: 2027,
        semester: '1학기',
        term: '2027-1',
        credits: moved ? 6 : 3,
        courses: [
          course('HAEA0008', '소프트웨어공학'),
          ...(moved ? [course('HAEA0010', '알고리즘', true)] : []),
        ],
      },
    ],
    unmet: moved
      ? []
      : [
          {
            requirement: '전공선택',
            missing: 3,
            unit: '학점',
            reason: '2027년 1학기까지 학기당 18학점 안에 모두 넣을 수 없습니다.',
          },
        ],
    feasible: moved,
    progress: [
      { key: 'TOTAL', label: '졸업 학점', unit: '학점', total: 130, completed: 121, planned: 130 },
      { key: 'ETC', label: '일반', unit: '학점', total: 0, completed: 0, planned: 0 },
    ],
  };
}

it('shows one column per semester, moves a course by pinning it, and saves the choices', async () => {
  const api = installRoutedApi({
    'GET /plan': (call) => {
      const params = (call.params ?? {}) as { pins?: string };
      return ok(planFor(params.pins ?? '', false));
    },
    'PUT /plan': (call) => ok(planFor(JSON.stringify(call.body), true)),
    'GET /courses/basis': ok(BASIS),
  });
  renderMypageArea(ROUTES.MYPAGE_PLAN);

  expect(await screen.findByRole('heading', { name: '졸업 계획' })).toBeInTheDocument();
  expect(
    await screen.findByText(
      '검사 기준: 2021학번 · 2025학년도 2학기 교육과정 · 개설 학기: 2017–2024 시간표 기준',
    ),
  ).toBeInTheDocument();
  const columns = await screen.findAllByRole('listitem', { name: /학기$/ });
  expect(columns.map((column) => within(column).getByRole('heading').textContent)).toEqual([
    '2026년 2학기',
    '2027년 1학기',
  ]);
  expect(screen.getByText(/전공선택 3학점 부족/)).toBeInTheDocument();
  // Nothing saved yet: the plan can be saved as it is, but nothing was changed either.
  expect(screen.getByRole('button', { name: '계획 저장' })).toBeEnabled();
  expect(screen.queryByText(/저장하지 않은 변경이 있습니다/)).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: '알고리즘 다음 학기로 옮기기' }));

  await waitFor(() =>
    expect(
      screen.getByText('이 계획대로 들으면 2027년 1학기까지 졸업요건을 모두 채웁니다.'),
    ).toBeInTheDocument(),
  );
  expect(api.callsTo('GET /plan').at(-1)?.params).toEqual({
    until: '2027-1',
    maxCredits: 18,
    pins: 'HAEA0010@2027-1',
    excluded: '',
  });
  expect(screen.getByRole('status')).toHaveTextContent('알고리즘을(를) 2027년 1학기로 옮겼습니다.');
  expect(screen.getByText(/저장하지 않은 변경이 있습니다/)).toBeInTheDocument();
  const secondColumn = screen.getByRole('listitem', { name: '2027년 1학기' });
  expect(
    within(secondColumn).getByRole('button', { name: '알고리즘 고정 풀기' }),
  ).toBeInTheDocument();
  // The first column cannot move a course further back.
  expect(screen.getByRole('button', { name: '컴퓨터구조 이전 학기로 옮기기' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: '계획 저장' }));

  await waitFor(() => expect(screen.getByRole('button', { name: '저장됨' })).toBeDisabled());
  expect(screen.getByRole('status')).toHaveTextContent('졸업 계획을 저장했습니다.');
  expect(screen.queryByText(/저장하지 않은 변경이 있습니다/)).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('listitem', { name: '2027년 1학기' })).getByText('알고리즘'),
  ).toBeInTheDocument();
  expect(api.callsTo('PUT /plan').map((call) => call.body)).toEqual([
    {
      until: '2027-1',
      maxCredits: 18,
      pins: [{ number: 'HAEA0010', term: '2027-1' }],
      excluded: [],
    },
  ]);
});

it('moves a course dropped on another semester, as the buttons do', async () => {
  const api = installRoutedApi({
    'GET /courses/basis': ok(BASIS),
    'GET /plan': (call) =>
      ok(planFor(((call.params ?? {}) as { pins?: string }).pins ?? '', false)),
  });
  renderMypageArea(ROUTES.MYPAGE_PLAN);
  const target = await screen.findByRole('listitem', { name: '2027년 1학기' });

  fireEvent.drop(target, { dataTransfer: { getData: () => 'HAEA0010' } });

  await waitFor(() =>
    expect(api.callsTo('GET /plan').at(-1)?.params).toMatchObject({ pins: 'HAEA0010@2027-1' }),
  );
  expect(
    await within(target).findByRole('button', { name: '알고리즘 고정 풀기' }),
  ).toBeInTheDocument();
});
