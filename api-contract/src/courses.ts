import type { Static } from 'typebox';
import type {
  CategoryBoxSchema,
  CheckBasisSchema,
  CourseQuerySchema,
  CourseResultSchema,
  CourseSchema,
  CreditSchema,
  CultureDomainParamsSchema,
  CultureItemSchema,
  CultureResultSchema,
  DomainBoxSchema,
  GraduationCheckSchema,
  LedgerEntrySchema,
  LedgerSchema,
  ReferenceBasisSchema,
  StatusSchema,
} from '../../api/src/modules/courses/schemas';

/** Progress against one requirement: `{ total, completed, required, completion }`. */
export type RequirementStatus = Static<typeof StatusSchema>;
/** A stored completed course with the category and sub-domain the audit derived. */
export type Course = Static<typeof CourseSchema>;
/** GET /courses?category= and POST /courses/upload */
export type CourseResult = Static<typeof CourseResultSchema>;
export type CourseQuery = Static<typeof CourseQuerySchema>;
/** Where credits count (the `category` of GET /courses and GET /majors). */
export type Category = NonNullable<CourseQuery['category']>;
/** GET /courses/basis: what the result was checked against, and the cohort fallback notice. */
export type CheckBasis = Static<typeof CheckBasisSchema>;
/** GET /courses/basis/reference: the data behind every check, the same for everyone. */
export type ReferenceBasis = Static<typeof ReferenceBasisSchema>;
/** The timetable semesters behind "개설 학기", as runs without a gap, and their age. */
export type TimetableBasis = NonNullable<ReferenceBasis['timetable']>;
/** GET /courses/credit */
export type Credit = Static<typeof CreditSchema>;
/** A 교양 requirement group: the `{domain}` of GET /courses/cultures/{domain}. */
export type Domain = Static<typeof CultureDomainParamsSchema>['domain'];
/** A required 교양 sub-domain and whether a stored course covers it. */
export type CultureItem = Static<typeof CultureItemSchema>;
export type SubDomain = CultureItem['subDomain'];
/** GET /courses/cultures/{domain} */
export type CultureResult = Static<typeof CultureResultSchema>;
/** One stored course and what the graduation check did with it. */
export type LedgerEntry = Static<typeof LedgerEntrySchema>;
/** GET /courses/ledger */
export type Ledger = Static<typeof LedgerSchema>;
/** A category box of the result page: whether it is met and its figures, no courses. */
export type CategoryBox = Static<typeof CategoryBoxSchema>;
/** A 교양 domain box of the result page. */
export type DomainBox = Static<typeof DomainBoxSchema>;
/** GET /graduation-check: everything the result page shows, or `{ checkable: false }`. */
export type GraduationCheck = Static<typeof GraduationCheckSchema>;
