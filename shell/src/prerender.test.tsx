/**
 * @jest-environment node
 */
// The build runs the prerender in Node (build/first-view.js), where there is no window.
import { HOME_READS, loadLanguage, renderFirstView, renderPage } from './prerender';

describe('renderFirstView', () => {
  const buildMeasurementId = process.env.GA_MEASUREMENT_ID;
  afterEach(() => {
    if (buildMeasurementId === undefined) delete process.env.GA_MEASUREMENT_ID;
    else process.env.GA_MEASUREMENT_ID = buildMeasurementId;
  });

  it('renders the home page in Node for a build that reports page views to GA4', () => {
    process.env.GA_MEASUREMENT_ID = 'G-TEST123';

    expect(renderFirstView('/')).toContain('</footer>');
  });

  it('renders the page in English once its catalog is loaded, and refuses before', async () => {
    expect(() => renderFirstView('/', 'guest', 'en')).toThrow('The en catalog is not loaded.');
    await loadLanguage('en');

    const markup = renderFirstView('/', 'guest', 'en');
    expect(markup).toContain('aria-label="Main menu"');
    expect(markup).toContain('>Log in<');
    expect(markup).toContain('lang="ko">한국어<');
    expect(renderFirstView('/')).toContain('aria-label="주 메뉴"');
  });
});

describe("renderPage (the page server renders a guest's `/` with it: docs/adr/0068)", () => {
  const answers = {
    '/api/v1/members/count': { count: 1234 },
    '/api/v1/departments': {
      content: [{ college: '융합공과대학', name: '컴퓨터과학전공', code: 'CS01', count: 12 }],
    },
  };

  it('names the reads it renders with: the ones the page asks for', () => {
    expect(HOME_READS).toEqual(Object.keys(answers));
  });

  it('renders the counts from the answers, in the language asked, and holds none after', async () => {
    const korean = await renderPage('/', answers, null, 'ko');
    expect(korean).toContain(
      '총 회원 수 <span class="su-count-up"><span aria-hidden="true">1,234</span>',
    );
    expect(korean).toContain('컴퓨터과학전공 12명</a>');
    expect(korean).not.toContain('회원 통계를 불러오는 중');
    expect(await renderPage('/', answers, null, 'en')).toContain('aria-label="Main menu"');
    // The answers were for that render only: the build's prerender has the counts loading.
    expect(renderFirstView('/')).toContain('회원 통계를 불러오는 중');
  });

  it("renders a member's and an admin's frame: the header's links, nobody's name", async () => {
    const member = await renderPage('/', answers, { memberRole: 'ROLE_USER' }, 'ko');
    expect(member).toContain('>로그아웃<');
    expect(member).not.toContain('>로그인<');
    expect(member).toContain('컴퓨터과학전공 12명</a>');
    const admin = await renderPage('/', answers, { memberRole: 'ROLE_ADMIN' }, 'ko');
    expect(admin).not.toBe(member);
    expect(admin).toContain('>로그아웃<');
    // The frame was for that render only.
    expect(renderFirstView('/')).toContain('>로그인<');
  });

  it('refuses any page but the home page', async () => {
    await expect(renderPage('/qna', answers, null)).rejects.toThrow();
  });
});
