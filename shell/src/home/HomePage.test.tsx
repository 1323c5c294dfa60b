import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadMessages, seedFirstData } from '@smunity/shared-ui';
import {
  apiError,
  expectNoUnexpectedCalls,
  installRoutedApi,
  ok,
} from '@smunity/shared-auth/src/testing';
import { createFakeReporter, holdHomeFigures, renderApp } from '../testing/renderApp';
import { SHELL_CATALOG } from '../i18n/siteLocale';
import { mountSite } from '../mountSite';
import { servedPage } from '../testing/servedPage';
import { SiteApp } from '../SiteApp';
import { DEPARTMENTS_URL, MEMBER_COUNT_URL } from './memberStatsApi';

// jsdom's name computation puts a space between the counter and "명"; browsers do not.
const totalHeading = (count: string) => new RegExp(`^총 회원 수 ${count} ?명$`);

const departments = {
  count: 3,
  content: [
    { college: '융합공과대학', name: '컴퓨터과학전공', code: 'CS01', count: 12 },
    { college: '경영경제대학', name: '경영학부', code: 'BA02', count: 1234 },
    { college: '융합공과대학', name: '전기공학전공', code: 'EE03', count: 0 },
  ],
};

describe('home page', () => {
  let hydrated: Root | undefined;
  afterEach(() => {
    act(() => hydrated?.unmount());
    hydrated = undefined;
    document.body.replaceChildren();
    jest.useRealTimers();
    expectNoUnexpectedCalls();
  });

  it("hydrates the counts a guest's page came with: the same elements, no request, no count-up", async () => {
    // Any request would be an unexpected call.
    installRoutedApi({});
    const messages = await loadMessages(SHELL_CATALOG, 'ko');
    const app = (
      <SiteApp locale="ko" messages={messages} path="/" reporter={createFakeReporter()} />
    );
    // As the page server renders it (src/prerender.tsx's renderPage), with both answers held.
    const answers = { [MEMBER_COUNT_URL]: { count: 1500 }, [DEPARTMENTS_URL]: departments };
    seedFirstData(answers);
    const markup = renderToString(app);
    seedFirstData({});
    const container = servedPage(markup, answers);
    const serverTotal = container.querySelector('.shell-stats__total');
    const serverLinks = [...container.querySelectorAll('.shell-stats__departments a')];
    expect(serverLinks).toHaveLength(3);

    await act(async () => {
      hydrated = mountSite(container, app);
    });

    const total = screen.getByRole('heading', { level: 2, name: totalHeading('1,500') });
    expect(total).toBe(serverTotal);
    // Shown as it came, not counted up from 0 again.
    expect(within(total).getByText('1,500', { selector: '[aria-hidden="true"]' })).toBe(
      serverTotal?.querySelector('[aria-hidden="true"]'),
    );
    expect([...container.querySelectorAll('.shell-stats__departments a')]).toEqual(serverLinks);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks English on an English page: the hero, the figures, the frame', async () => {
    holdHomeFigures();
    await renderApp('/', undefined, 'en');

    expect(
      screen.getByText('Graduation requirement checker for Sangmyung University'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check now' })).toHaveAttribute('href', '/mypage');
    expect(screen.getByRole('status')).toHaveTextContent('Loading member statistics…');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.queryByText('상명대 졸업요건 검사 사이트')).not.toBeInTheDocument();
  });

  it('shows the hero with the check button to my page', async () => {
    const { calls } = holdHomeFigures();
    await renderApp('/');

    expect(screen.getByText('상명대 졸업요건 검사 사이트')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'SMUNITY' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '검사하기' })).toHaveAttribute('href', '/mypage');
    expect(screen.getByRole('status')).toHaveTextContent('회원 통계를 불러오는 중…');
    // Public reads asking for JSON, without a member token (StrictMode mounts the card twice).
    expect(new Set(calls.map((call) => call.url))).toEqual(
      new Set(['/members/count', '/departments']),
    );
    for (const call of calls) {
      expect(call).toEqual({
        method: 'GET',
        url: call.url,
        headers: { accept: 'application/json' },
      });
    }
  });

  it('counts up to the total and links each department to its curriculum, grouped by college', async () => {
    jest.useFakeTimers();
    installRoutedApi({
      'GET /members/count': ok({ count: 1500 }),
      'GET /departments': ok(departments),
    });
    await renderApp('/');

    const total = await screen.findByRole('heading', { level: 2, name: totalHeading('1,500') });
    act(() => jest.advanceTimersByTime(1600));
    expect(
      within(total).getByText('1,500', { selector: '[aria-hidden="true"]' }),
    ).toBeInTheDocument();

    const engineering = screen
      .getByRole('heading', { level: 3, name: '융합공과대학' })
      .closest('section');
    const engineeringLinks = within(engineering as HTMLElement).getAllByRole('link');
    expect(engineeringLinks.map((link) => link.textContent)).toEqual([
      '컴퓨터과학전공 12명',
      '전기공학전공 0명',
    ]);
    expect(screen.getByRole('link', { name: '컴퓨터과학전공 12명' })).toHaveAttribute(
      'href',
      'https://www.smu.ac.kr/_custom/smu/_app/curriculum.do?srSust=CS01&srShyr=all',
    );
    expect(screen.getByRole('link', { name: '경영학부 1,234명' })).toHaveAttribute(
      'href',
      'https://www.smu.ac.kr/_custom/smu/_app/curriculum.do?srSust=BA02&srShyr=all',
    );
  });

  it('says so in Korean when the statistics cannot be loaded, and tries again on request', async () => {
    installRoutedApi({
      'GET /members/count': apiError(500, 'COMMON000', '서버 에러, 관리자에게 문의 바랍니다.'),
      'GET /departments': ok(departments),
    });
    await renderApp('/');

    expect(await screen.findByRole('alert')).toHaveTextContent('회원 통계를 불러오지 못했습니다.');
    expect(screen.getByRole('link', { name: '검사하기' })).toBeInTheDocument();

    installRoutedApi({
      'GET /members/count': ok({ count: 7 }),
      'GET /departments': ok(departments),
    });
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: totalHeading('7') }),
    ).toBeInTheDocument();
  });

  it('treats a refusal of the api as an error, not as data', async () => {
    installRoutedApi({
      'GET /members/count': apiError(404, 'COMMON001', '찾을 수 없습니다.'),
      'GET /departments': ok(departments),
    });
    await renderApp('/');

    expect(await screen.findByRole('alert')).toHaveTextContent('회원 통계를 불러오지 못했습니다.');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
