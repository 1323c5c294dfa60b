import { screen } from '@testing-library/react';
import type { PrivacyPolicy } from '@smunity/api-contract';
import { ROUTES } from '@smunity/shared-ui';
import { expectNoUnexpectedCalls, installRoutedApi, ok } from '@smunity/shared-auth/src/testing';
import { renderQna, renderQnaIn } from '../../../testing/renderQna';

afterEach(expectNoUnexpectedCalls);

function aPolicy(overrides: Partial<PrivacyPolicy> = {}): PrivacyPolicy {
  return {
    effectiveDate: '2026-11-26',
    officer: { name: '홍길동 (예시)', email: 'privacy@example.invalid' },
    googleAnalytics: false,
    loginCookie: { name: 'smunity_refresh', idleDays: 14, maxDays: 30 },
    collected: [
      {
        id: 'logins',
        when: '로그인',
        items: ['로그인 일시', '접속 IP 주소'],
        purpose: '계정 도용과 부정 로그인 확인',
        retention: '로그인 일시는 3개월 뒤 삭제, IP 주소는 10분 뒤 삭제',
      },
    ],
    ...overrides,
  };
}

describe('privacy page', () => {
  it('has the sections 개인정보 보호법 §30 asks for, and the items with their retention from the api', async () => {
    installRoutedApi({ 'GET /privacy/policy': ok(aPolicy()) });
    renderQna(ROUTES.QNA_PRIVACY);

    expect(screen.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /로그인 일시/ });
    expect(row).toHaveTextContent('로그인 일시는 3개월 뒤 삭제, IP 주소는 10분 뒤 삭제');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      '1. 개인정보의 처리 목적',
      '2. 처리하는 개인정보의 항목과 보유 기간',
      '3. 개인정보의 파기 절차와 방법',
      '4. 개인정보의 제3자 제공',
      '5. 개인정보 처리의 위탁과 국외 이전',
      '6. 쿠키의 설치·운영과 거부',
      '7. 정보주체의 권리와 행사 방법',
      '8. 개인정보의 안전성 확보 조치',
      '9. 개인정보 보호책임자',
      '10. 권익침해 구제 방법',
      '11. 개인정보처리방침의 변경',
    ]);
    expect(screen.getByText('시행일: 2026-11-26')).toBeInTheDocument();
  });

  it('names the configured officer', async () => {
    installRoutedApi({ 'GET /privacy/policy': ok(aPolicy()) });
    renderQna(ROUTES.QNA_PRIVACY);
    expect(await screen.findByText('책임자: 홍길동 (예시)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@example.invalid' })).toHaveAttribute(
      'href',
      'mailto:privacy@example.invalid',
    );
  });

  it('says so when no officer is configured', async () => {
    installRoutedApi({
      'GET /privacy/policy': ok(aPolicy({ officer: { name: null, email: null } })),
    });
    renderQna(ROUTES.QNA_PRIVACY);
    expect(
      await screen.findByText('운영자가 개인정보 보호책임자를 아직 지정하지 않았습니다.'),
    ).toBeInTheDocument();
  });

  it('names no processor without Google Analytics', async () => {
    installRoutedApi({ 'GET /privacy/policy': ok(aPolicy()) });
    renderQna(ROUTES.QNA_PRIVACY);
    expect(
      await screen.findByText(/개인정보 처리를 위탁하거나 국외로 이전하지 않습니다/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Google LLC/)).not.toBeInTheDocument();
    expect(screen.queryByText('_ga, _ga_*')).not.toBeInTheDocument();
  });

  it('names every cookie the site sets, with what it holds and how long it lasts', async () => {
    installRoutedApi({ 'GET /privacy/policy': ok(aPolicy()) });
    renderQna(ROUTES.QNA_PRIVACY);
    const section = (await screen.findByRole('heading', { name: '6. 쿠키의 설치·운영과 거부' }))
      .parentElement as HTMLElement;
    const names = [...section.querySelectorAll('h3')].map((heading) => heading.textContent);
    expect(names).toEqual(['smunity_refresh', 'member', 'auth', 'authPassword']);
    const card = (name: string) =>
      [...section.querySelectorAll('li')].find(
        (item) => item.querySelector('h3')?.textContent === name,
      ) as HTMLElement;
    expect(card('smunity_refresh')).toHaveTextContent(
      '마지막으로 쓴 뒤 14일, 한 로그인은 최대 30일. 로그아웃하면 삭제',
    );
    expect(card('smunity_refresh')).toHaveTextContent('읽을 수 없습니다 (HttpOnly).');
    expect(card('member')).toHaveTextContent(
      '로그인한 회원의 학번, 회원 등급(일반/관리자)과 접근 토큰',
    );
    expect(card('member')).toHaveTextContent('1일. 로그아웃하면 삭제');
    expect(card('member')).toHaveTextContent('사이트의 스크립트가 읽습니다.');
  });

  it('names Google as a processor, and its cookies, when Google Analytics is on', async () => {
    installRoutedApi({ 'GET /privacy/policy': ok(aPolicy({ googleAnalytics: true })) });
    renderQna(ROUTES.QNA_PRIVACY);
    expect(await screen.findByText(/Google LLC/)).toBeInTheDocument();
    expect(screen.getByText('_ga, _ga_*')).toBeInTheDocument();
  });

  it('says when changes take effect: 7 days after posting, 30 days’ notice for significant ones', async () => {
    installRoutedApi({ 'GET /privacy/policy': ok(aPolicy()) });
    renderQna(ROUTES.QNA_PRIVACY);
    const changes = (await screen.findByRole('heading', { name: '11. 개인정보처리방침의 변경' }))
      .parentElement as HTMLElement;

    expect(changes).toHaveTextContent('게시한 날로부터 7일 후부터 효력이 발생합니다.');
    expect(changes).toHaveTextContent('최소 30일 전에 미리 알려드리겠습니다.');
    expect(screen.getByRole('link', { name: '118' })).toHaveAttribute('href', 'tel:118');
    expect(screen.getByRole('link', { name: '1301' })).toHaveAttribute('href', 'tel:1301');
  });
});

describe('privacy page in English', () => {
  it('says first that the Korean policy binds, then translates every section', async () => {
    installRoutedApi({ 'GET /privacy/policy': ok(aPolicy({ googleAnalytics: true })) });
    await renderQnaIn('en', ROUTES.QNA_PRIVACY);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }),
    ).toBeInTheDocument();
    const binding = await screen.findByText(
      'This translation is for your convenience: the Korean privacy policy is the binding text.',
    );
    const firstSection = screen.getByRole('heading', {
      level: 2,
      name: '1. Why personal information is processed',
    });
    expect(binding.compareDocumentPosition(firstSection)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
    expect(screen.getByText('Officer: 홍길동 (예시)')).toBeInTheDocument();
    expect(screen.getByText('Effective date: 2026-11-26')).toBeInTheDocument();
    expect(
      screen.getByText(
        '14 days after it was last used, at most 30 days for one login. Deleted when you log out',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('2 years')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My page' })).toHaveAttribute('href', ROUTES.MYPAGE);
    expect(screen.getByRole('link', { name: '118' })).toHaveAttribute('href', 'tel:118');
  });

  it('shows no such sentence on the Korean page, whose policy it is', async () => {
    installRoutedApi({ 'GET /privacy/policy': ok(aPolicy()) });
    renderQna(ROUTES.QNA_PRIVACY);

    await screen.findByText('시행일: 2026-11-26');
    expect(screen.queryByText(/binding/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '118' })).toHaveAttribute('href', 'tel:118');
  });
});
