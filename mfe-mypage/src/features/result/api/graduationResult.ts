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

export async function fetchGraduationResult(signal: AbortSignal): Promise<GraduationResult> {
  const [credit, domains] = await Promise.all([
    fetchCreditSummary(signal),
    Promise.all(
      DOMAINS.map(async (domain) => ({ domain, result: await fetchDomainResult(domain, signal) })),
    ),
  ]);
  // Which boxes to ask for depends on the major mode the credit summary reports.
  const categories = await Promise.all(
    categoriesOf(credit.isDoubleMajor).map(async (category) => ({
      category,
      result: await fetchCategoryResult(category, signal),
    })),
  );
  return { credit, categories, domains };
}
