import { createBeaconReporter } from './beaconReporter';
import { createGa4Reporter } from './ga4Reporter';
import type { PageViewReporter } from './PageViewReporter';

/** GA4 when the build set GA_MEASUREMENT_ID, otherwise the first-party beacon. */
export function createPageViewReporter(measurementId: string | undefined): PageViewReporter {
  return measurementId ? createGa4Reporter(measurementId) : createBeaconReporter();
}
