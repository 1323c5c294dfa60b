import type { CategoryBox, DomainBox, GraduationCheck } from '@smunity/api-contract';
import { API_BASE_URL, authClient, ensureOk } from '@smunity/shared-auth';

export type { GraduationCheck };

/** Everything the result page shows (the check of a member who can be checked). */
export type GraduationResult = Extract<GraduationCheck, { checkable: true }>;
export type CategoryResult = CategoryBox;
export type DomainResult = DomainBox;

const GRADUATION_CHECK_PATH = '/graduation-check';

/**
 * GET /graduation-check as the client asks it: the result page's one read. The shell's server
 * preloads it on a member's result page (the route's handle, docs/adr/0042) and renders the page
 * with its answer, which fetchGraduationCheck returns unchanged.
 */
export const GRADUATION_CHECK_URL = `${API_BASE_URL}${GRADUATION_CHECK_PATH}`;

/**
 * The check of a member who entered before 2017 is refused (docs/domain.md §10); else the
 * credit, the boxes, the member, the basis and the ledger of the printed 점검표, from one audit.
 */
export async function fetchGraduationCheck(signal: AbortSignal): Promise<GraduationCheck> {
  return ensureOk(await authClient.get<GraduationCheck>(GRADUATION_CHECK_PATH, { signal }));
}
