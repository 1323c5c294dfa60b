import { fetchMyInfo, isCheckable } from '../../../api/member';
import type { ResultResponse } from '../../../api/responses';
import { categoriesOf, DOMAINS } from '../requirements';
import {
  fetchCategoryResult,
  fetchCreditSummary,
  fetchDomainResult,
  type Category,
  type CreditSummary,
  type Domain,
  type DomainItem,
} from './resultApi';

export interface CategoryResult {
  category: Category;
  result: ResultResponse<unknown>;
}

export interface DomainResult {
  domain: Domain;
  result: ResultResponse<DomainItem>;
}

/** Everything the result page shows, loaded together so the page appears at once. */
export interface GraduationResult {
  credit: CreditSummary;
  /** The member's category boxes (single or double major), in display order. */
  categories: CategoryResult[];
  domains: DomainResult[];
}

/** The check of a member who entered before 2017 is refused (DOMAIN.md §10). */
export type GraduationCheck = { checkable: false } | { checkable: true; result: GraduationResult };

export async function fetchGraduationCheck(signal: AbortSignal): Promise<GraduationCheck> {
  // All at once: asking for the member first would delay every check for the rare refusal.
  const [member, credit, domains] = await Promise.all([
    fetchMyInfo(signal),
    fetchCreditSummary(signal),
    Promise.all(
      DOMAINS.map(async (domain) => ({ domain, result: await fetchDomainResult(domain, signal) })),
    ),
  ]);
  if (!isCheckable(member)) return { checkable: false };
  // Which boxes to ask for depends on the major mode the credit summary reports.
  const categories = await Promise.all(
    categoriesOf(credit.isDoubleMajor).map(async (category) => ({
      category,
      result: await fetchCategoryResult(category, signal),
    })),
  );
  return { checkable: true, result: { credit, categories, domains } };
}
