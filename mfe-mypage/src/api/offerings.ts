// When a course is offered (GET /offerings/{number}), for the "개설 학기" columns of the
// recommendation tables and the planner. Public data that changes only with the api's reference
// data, so each 학수번호 is asked once per page load and shared by every table showing it.
import type { Offering } from '@smunity/api-contract';
import type { IntlShape } from 'react-intl';
import { ApiError, ensureOk, publicClient } from '@smunity/shared-auth';
import { semesterName } from '@smunity/shared-ui';

const offerings = new Map<string, Promise<Offering | null>>();

/** The offering of a 학수번호, or null when the api does not know it (404). */
export function fetchOffering(number: string): Promise<Offering | null> {
  const kept = offerings.get(number);
  if (kept !== undefined) return kept;
  const loading = publicClient
    .get<Offering>(`/offerings/${encodeURIComponent(number)}`)
    .then(ensureOk)
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      // A failure is not kept: the next table asks again.
      offerings.delete(number);
      throw error;
    });
  offerings.set(number, loading);
  return loading;
}

/** For tests: forget every answer. */
export function forgetOfferings(): void {
  offerings.clear();
}

/**
 * How "usual" reads in a table cell: the api's 1학기, 2학기 or 매학기 in the page's language, or
 * that none is known.
 */
export function usualLabel(intl: IntlShape, offering: Offering | null): string {
  if (offering === null || offering.usual === null) {
    return intl.formatMessage({ id: 'mypage.offering.none' });
  }
  return semesterName(offering.usual, intl);
}
