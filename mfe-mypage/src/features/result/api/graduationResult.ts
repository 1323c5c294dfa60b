import type {
  CheckBasis,
  MemberInfo,
  Category,
  CourseResult,
  Credit,
  CultureResult,
  Domain,
} from '@smunity/api-contract';
import { authClient } from '@smunity/shared-auth';
import type { FirstAnswers } from '@smunity/shared-ui';
import { CHECK_BASIS_PATH, fetchCheckBasis } from '../../../api/checkBasis';
import { fetchMyInfo, isCheckable, MY_INFO_PATH } from '../../../api/member';
import { categoriesOf, DOMAINS } from '../../../components/requirement/requirements';
import {
  categoryResultRequest,
  CREDIT_SUMMARY_PATH,
  domainResultPath,
  fetchCategoryResult,
  fetchCreditSummary,
  fetchDomainResult,
} from './resultApi';

export interface CategoryResult {
  category: Category;
  result: CourseResult;
}

export interface DomainResult {
  domain: Domain;
  result: CultureResult;
}

/** Everything the result page shows, loaded together so the page appears at once. */
export interface GraduationResult {
  credit: Credit;
  /** The member's category boxes (single or double major), in display order. */
  categories: CategoryResult[];
  domains: DomainResult[];
  /** Whose result it is (학과, 다전공): the printed 점검표 names them. */
  member: MemberInfo;
  /** The curriculum and timetables it was checked against (and the earlier-cohort notice). */
  basis: CheckBasis;
}

/** The check of a member who entered before 2017 is refused (docs/domain.md §10). */
export type GraduationCheck = { checkable: false } | { checkable: true; result: GraduationResult };

/**
 * The category boxes of either major mode. All are asked at once with the rest: which mode is the
 * member's, the credit summary says only once it has arrived, and waiting for it would add a round
 * trip before the page can show (docs/adr/0042); the other mode's two boxes are a few KB.
 */
const CATEGORIES_OF_EITHER_MODE = [...new Set([...categoriesOf(false), ...categoriesOf(true)])];

/** A first read's URL as the client asks it (the key of its answer held in the page). */
const firstReadUrl = (request: { url: string; params?: object }) => authClient.getUri(request);

/**
 * What fetchGraduationCheck asks, all at once, as the client asks it: the shell's server preloads
 * these on a member's result page (the route's handle, docs/adr/0042), and renders the page with
 * their answers (GRADUATION_CHECK_FIRST_DATA).
 */
export const GRADUATION_CHECK_FIRST_READS = [
  ...[MY_INFO_PATH, CREDIT_SUMMARY_PATH, CHECK_BASIS_PATH, ...DOMAINS.map(domainResultPath)].map(
    (url) => ({ url }),
  ),
  ...CATEGORIES_OF_EITHER_MODE.map(categoryResultRequest),
].map(firstReadUrl);

/** The api's answers the check is built from, each as the api sent it. */
interface GraduationCheckParts {
  member: MemberInfo;
  credit: Credit;
  basis: CheckBasis;
  domains: DomainResult[];
  /** The category boxes of either major mode. */
  boxes: CategoryResult[];
}

export async function fetchGraduationCheck(signal: AbortSignal): Promise<GraduationCheck> {
  return graduationCheckOf(await fetchGraduationCheckParts(signal));
}

/**
 * The check from the answers the page was rendered with (shared-ui's useAsyncData `firstData`):
 * each is the api's body of GRADUATION_CHECK_FIRST_READS, which the part fetchers return
 * unchanged, so the check is the one fetchGraduationCheck builds from the same answers.
 */
export const GRADUATION_CHECK_FIRST_DATA: FirstAnswers<GraduationCheck> = {
  urls: GRADUATION_CHECK_FIRST_READS,
  from: (answers) =>
    graduationCheckOf({
      member: answers[firstReadUrl({ url: MY_INFO_PATH })] as MemberInfo,
      credit: answers[firstReadUrl({ url: CREDIT_SUMMARY_PATH })] as Credit,
      basis: answers[firstReadUrl({ url: CHECK_BASIS_PATH })] as CheckBasis,
      domains: DOMAINS.map((domain) => ({
        domain,
        result: answers[firstReadUrl({ url: domainResultPath(domain) })] as CultureResult,
      })),
      boxes: CATEGORIES_OF_EITHER_MODE.map((category) => ({
        category,
        result: answers[firstReadUrl(categoryResultRequest(category))] as CourseResult,
      })),
    }),
};

async function fetchGraduationCheckParts(signal: AbortSignal): Promise<GraduationCheckParts> {
  // All at once: asking for the member first would delay every check for the rare refusal.
  const [member, credit, basis, domains, boxes] = await Promise.all([
    fetchMyInfo(signal),
    fetchCreditSummary(signal),
    fetchCheckBasis(signal),
    Promise.all(
      DOMAINS.map(async (domain) => ({ domain, result: await fetchDomainResult(domain, signal) })),
    ),
    Promise.all(
      CATEGORIES_OF_EITHER_MODE.map(async (category) => ({
        category,
        result: await fetchCategoryResult(category, signal),
      })),
    ),
  ]);
  return { member, credit, basis, domains, boxes };
}

function graduationCheckOf({
  member,
  credit,
  basis,
  domains,
  boxes,
}: GraduationCheckParts): GraduationCheck {
  if (!isCheckable(member)) return { checkable: false };
  // The boxes of the major mode the credit summary reports, in its display order.
  const categories = categoriesOf(credit.isDoubleMajor).map(
    (category) => boxes.find((box) => box.category === category) as CategoryResult,
  );
  return { checkable: true, result: { credit, categories, domains, member, basis } };
}
