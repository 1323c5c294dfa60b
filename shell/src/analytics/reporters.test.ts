import { waitFor } from '@testing-library/react';
import { installRoutedApi, noContent, offline } from '@smunity/shared-auth/src/testing';
import { PAGE_VIEWS_URL } from './beaconReporter';
import { createPageViewReporter } from './createPageViewReporter';

describe('createPageViewReporter', () => {
  // The build writes GA_MEASUREMENT_ID in ('' when unset); jest reads the process's environment.
  const buildMeasurementId = process.env.GA_MEASUREMENT_ID;
  beforeEach(() => {
    process.env.GA_MEASUREMENT_ID = '';
  });

  afterEach(() => {
    if (buildMeasurementId === undefined) delete process.env.GA_MEASUREMENT_ID;
    else process.env.GA_MEASUREMENT_ID = buildMeasurementId;
    document.head.innerHTML = '';
    delete window.dataLayer;
    delete window.gtag;
  });

  it('posts first-party page views as JSON with keepalive when GA4 is not configured', async () => {
    const { calls } = installRoutedApi({ 'POST /analytics/pageviews': noContent });

    createPageViewReporter().report({
      path: '/qna/terms',
      referrer: 'https://example.com/',
      title: 'SMUNITY',
    });

    // Not in the task that reported it (a React commit's effects), in a later one.
    expect(calls).toEqual([]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/analytics/pageviews',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: { path: '/qna/terms', referrer: 'https://example.com/', title: 'SMUNITY' },
      }),
    ]);
    expect(PAGE_VIEWS_URL).toBe('/api/v1/analytics/pageviews');
    expect(document.querySelector('script')).toBeNull();
  });

  it('never lets a failed beacon surface as an error', async () => {
    installRoutedApi({ 'POST /analytics/pageviews': offline });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);

    delete process.env.GA_MEASUREMENT_ID;
    createPageViewReporter().report({ path: '/' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('loads gtag.js and sends page_view events when a measurement id is set', () => {
    process.env.GA_MEASUREMENT_ID = 'G-TEST123';
    const reporter = createPageViewReporter();

    const script = document.querySelector('script');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    const queued = () =>
      (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued()).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);

    reporter.report({ path: '/mypage', referrer: 'http://localhost/', title: 'SMUNITY' });

    expect(queued()).toContainEqual([
      'set',
      {
        page_location: `${window.location.origin}/mypage`,
        page_referrer: 'http://localhost/',
        page_title: 'SMUNITY',
      },
    ]);
    expect(queued()).toContainEqual([
      'event',
      'page_view',
      {
        page_location: `${window.location.origin}/mypage`,
        page_referrer: 'http://localhost/',
        page_title: 'SMUNITY',
      },
    ]);
  });
});
