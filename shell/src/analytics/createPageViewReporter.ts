import { createBeaconReporter } from './beaconReporter';
import { createGa4Reporter } from './ga4Reporter';
import type { PageViewReporter } from './PageViewReporter';

/**
 * GA4 when the build set GA_MEASUREMENT_ID, otherwise the first-party beacon. The id is read here,
 * where the build writes it in as a literal (mf-platform/build/webpack.js, `buildEnv`), not passed
 * in: the minifier then sees which branch is taken, and a build without an id leaves gtag's code
 * out of the first load of `/` (`npm run size`).
 */
export function createPageViewReporter(): PageViewReporter {
  const measurementId = process.env.GA_MEASUREMENT_ID;
  return measurementId ? createGa4Reporter(measurementId) : createBeaconReporter();
}
