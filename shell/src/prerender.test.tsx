/**
 * @jest-environment node
 */
// The build runs the prerender in Node (build/first-view.js), where there is no window.
import { renderFirstView } from './prerender';

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
});
