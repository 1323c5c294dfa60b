import type { SharedResult } from '@smunity/api-contract';
import { screen, within } from '@testing-library/react';
import { setMember } from '@smunity/shared-auth';
import {
  apiError,
  installRoutedApi,
  MEMBER,
  ok,
  resetSession,
} from '@smunity/shared-auth/src/testing';
import { renderMypageArea, renderMypageAreaIn } from '../../../testing/renderMypageArea';
import { resultBody, SINGLE, SINGLE_MAJOR_BOXES, status } from '../../../testing/resultAnswers';

afterEach(() => resetSession());

const TOKEN = 'A'.repeat(43);
// The result page's single major; a shared snapshot never carries the 학번 or the name.
const { username: _username, name: _name, ...CREDIT } = SINGLE;

const SHARED: SharedResult = {
  sharedAt: '2026-11-24T16:30:00.000Z', // 2026-11-25 01:30 in Seoul
  expiresAt: '2026-12-01T16:30:00.000Z',
  name: null,
  ruleSet: {
    cohort: 2019,
    term: { id: 6, year: 2025, semester: '2학기' },
    department: '컴퓨터과학전공',
    secondDepartment: null,
  },
  credit: CREDIT,
  categories: [
    { category: 'MAJOR_ADVANCED', result: { completed: false, status: status(15, 9) } },
    { category: 'MAJOR_OPTIONAL', result: { completed: true, status: status(45, 63) } },
    { category: 'CULTURE', result: { completed: false, status: status(33, 22) } },
    { category: 'ETC', result: { completed: true, status: status(1, 3) } },
  ],
  domains: [
    { domain: 'BASIC', result: resultBody(3, 3) },
    { domain: 'CORE', result: resultBody(2, 1) },
    { domain: 'BALANCE', result: resultBody(3, 3) },
  ],
};

function renderShared(reply = ok(SHARED)) {
  const api = installRoutedApi({ [`GET /shares/${TOKEN}`]: reply });
  renderMypageArea(`/mypage/shared/${TOKEN}`);
  return api;
}

describe('the shared result page', () => {
  it('shows the snapshot with its date, the rule set and no 학번, to a visitor', async () => {
    const api = renderShared();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '공유된 졸업요건 검사 결과 (2026-11-25 기준)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('2019학번 · 2025학년도 2학기 교육과정')).toBeInTheDocument();
    expect(screen.getByText('컴퓨터과학전공')).toBeInTheDocument();
    expect(screen.getByText('2026-12-02')).toBeInTheDocument();
    // The credit summary is titled without a member; the boxes of a single major, none for ETC.
    expect(screen.getByRole('region', { name: '이수학점' })).toBeInTheDocument();
    for (const title of SINGLE_MAJOR_BOXES) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: '일반' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '전공심화' })).getByText('6 학점이 부족합니다.'),
    ).toBeInTheDocument();
    // Read-only: nothing to open or recommend.
    expect(screen.queryByRole('button', { name: /추천 과목 보기/ })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('is asked for without the reader’s own token, even when a member opens it', async () => {
    setMember(MEMBER);
    const api = renderShared();

    expect(await screen.findByRole('region', { name: '이수학점' })).toBeInTheDocument();
    expect(api.calls.map((call) => [call.url, call.authorization])).toEqual([
      [`/shares/${TOKEN}`, undefined],
    ]);
  });

  it('names the student only when the link shares the name', async () => {
    renderShared(ok({ ...SHARED, name: '김상명' }));

    expect(await screen.findByText('김상명 님의 검사 결과')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '이수학점 김상명' })).toBeInTheDocument();
  });

  it('says when the result was checked with an earlier cohort’s curriculum', async () => {
    const notice = '2026학번 교육과정이 아직 등록되지 않아 2025학번 교육과정으로 검사했습니다.';
    renderShared(ok({ ...SHARED, ruleSet: { ...SHARED.ruleSet, cohort: 2025, notice } }));

    expect(await screen.findByText(notice)).toBeVisible();
  });

  it('says an expired or revoked link is not found', async () => {
    renderShared(
      apiError(
        404,
        'SHARE001',
        '공유된 검사 결과를 찾을 수 없습니다. 링크가 만료되었거나 취소되었습니다.',
      ),
    );

    expect(
      await screen.findByText(
        '공유된 검사 결과를 찾을 수 없습니다. 링크가 만료되었거나 취소되었습니다.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '공유된 검사 결과' })).toBeInTheDocument();
  });
});

describe('the shared result in English', () => {
  it('says what it is, as of when, and names the boxes in the glossary’s words', async () => {
    installRoutedApi({ [`GET /shares/${TOKEN}`]: ok({ ...SHARED, name: '김상명' }) });
    await renderMypageAreaIn('en', `/mypage/shared/${TOKEN}`);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Shared graduation check result (as of 2026-11-25)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText("김상명's result")).toBeInTheDocument();
    expect(
      screen.getByText('Entered in 2019 · 2nd semester 2025 curriculum', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Credits 김상명' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Advanced major' })).toHaveTextContent(
      'Credits still needed: 6.',
    );
    expect(screen.getByRole('region', { name: 'Sangmyung core competencies' })).toHaveTextContent(
      'Areas are missing.',
    );
  });

  it('says a link is gone in English', async () => {
    installRoutedApi({
      [`GET /shares/${TOKEN}`]: apiError(404, 'SHARE001', 'Not found'),
    });
    await renderMypageAreaIn('en', `/mypage/shared/${TOKEN}`);
    expect(
      await screen.findByText(
        'The shared result cannot be found. The link has expired or was revoked.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the home page' })).toBeInTheDocument();
  });
});
