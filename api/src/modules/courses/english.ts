// The result page's answers for an English request (ADR 0063): the labels by the enum they stand
// for, the sentences by their Korean text (display-en.ts). Course data (names, the portal's
// 이수구분 and semester words) stays as stored; a term's `semester` stays the api's word, which
// the pages name themselves (shared-ui's basis.ts).
import type { Static } from '@fastify/type-provider-typebox';
import {
  ENGLISH_CATEGORY_LABEL,
  ENGLISH_SKIP_REASON_LABEL,
  ENGLISH_SUB_DOMAIN_LABEL,
  englishText,
  englishTextOrNull,
} from '../../display-en';
import type {
  CheckBasisSchema,
  CultureResultSchema,
  DomainBoxSchema,
  GraduationCheckSchema,
  LedgerSchema,
} from './schemas';

type CheckBasisLike = Pick<Static<typeof CheckBasisSchema>, 'timetable'> &
  Partial<Pick<Static<typeof CheckBasisSchema>, 'notice'>>;

/** GET /courses/basis (and its reference part, and the plan's basis). */
export function englishCheckBasis<Basis extends CheckBasisLike>(basis: Basis): Basis {
  return {
    ...basis,
    ...(basis.notice === undefined ? {} : { notice: englishTextOrNull(basis.notice) }),
    timetable:
      basis.timetable === null
        ? null
        : { ...basis.timetable, notice: englishTextOrNull(basis.timetable.notice) },
  };
}

/** GET /courses/cultures/{domain}: the sub-domains' names. */
export function englishCultureResult(
  result: Static<typeof CultureResultSchema>,
): Static<typeof CultureResultSchema> {
  return {
    ...result,
    content: result.content.map((item) => ({
      ...item,
      subDomainName: ENGLISH_SUB_DOMAIN_LABEL[item.subDomain],
    })),
  };
}

/** GET /courses/ledger: each course's labels and explanations. */
export function englishLedger(ledger: Static<typeof LedgerSchema>): Static<typeof LedgerSchema> {
  return {
    ...ledger,
    content: ledger.content.map((entry) => ({
      ...entry,
      categoryLabel: ENGLISH_CATEGORY_LABEL[entry.category],
      subDomainLabel: entry.subDomain === null ? null : ENGLISH_SUB_DOMAIN_LABEL[entry.subDomain],
      skipLabel: entry.skipReason === null ? null : ENGLISH_SKIP_REASON_LABEL[entry.skipReason],
      messages: entry.messages.map(englishText),
    })),
  };
}

/** The result page's 교양 domain boxes (GET /graduation-check, a shared result). */
export function englishDomainBoxes(
  domains: readonly Static<typeof DomainBoxSchema>[],
): Static<typeof DomainBoxSchema>[] {
  return domains.map((box) => ({ ...box, result: englishCultureResult(box.result) }));
}

/** GET /graduation-check: its basis, domain boxes and ledger. */
export function englishGraduationCheck(
  check: Static<typeof GraduationCheckSchema>,
): Static<typeof GraduationCheckSchema> {
  if (!check.checkable) return check;
  return {
    ...check,
    basis: englishCheckBasis(check.basis),
    domains: englishDomainBoxes(check.domains),
    ledger: englishLedger(check.ledger),
  };
}
