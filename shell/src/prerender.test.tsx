/**
 * @jest-environment node
 */
// The build runs the prerender in Node (build/first-view.js), where there is no window.
import { loadLanguage, renderFirstView } from './prerender';

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
