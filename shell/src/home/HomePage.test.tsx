import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicClient, useSession } from 'shared-auth';
import { renderApp } from '../testing/renderApp';

jest.mock('shared-auth', () => ({
  useSession: jest.fn(),
  logout: jest.fn(),
  publicClient: { get: jest.fn() },
}));

const get = jest.mocked(publicClient.get);

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

function answerWith(responses: Record<string, unknown>) {
  get.mockImplementation((url: string) => {
    if (url in responses) return Promise.resolve({ status: 200, data: responses[url] });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

describe('home page', () => {
  beforeEach(() => {
    jest
      .mocked(useSession)
      .mockReturnValue({ member: null, isLoggedIn: false, isAdmin: false, username: null });
    get.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the hero with the check button to my page', async () => {
    get.mockReturnValue(new Promise(() => {}));
    await renderApp('/');

    expect(screen.getByText('상명대 졸업요건 검사 사이트')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'SMUNITY' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '검사하기' })).toHaveAttribute('href', '/mypage');
    expect(screen.getByRole('status')).toHaveTextContent('회원 통계를 불러오는 중…');
  });

  it('counts up to the total and links each department to its curriculum, grouped by college', async () => {
    jest.useFakeTimers();
    answerWith({ '/members/count': { count: 1500 }, '/departments': departments });
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
    answerWith({ '/departments': departments });
    await renderApp('/');

    expect(await screen.findByRole('alert')).toHaveTextContent('회원 통계를 불러오지 못했습니다.');
    expect(screen.getByRole('link', { name: '검사하기' })).toBeInTheDocument();

    answerWith({ '/members/count': { count: 7 }, '/departments': departments });
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: totalHeading('7') }),
    ).toBeInTheDocument();
  });

  it('treats a refusal of the api as an error, not as data', async () => {
    get.mockReturnValue(new Promise(() => {}));
    await renderApp('/');

    const [, config] = get.mock.calls[0] ?? [];
    expect(config?.validateStatus?.(200)).toBe(true);
    expect(config?.validateStatus?.(404)).toBe(false);
  });
});
