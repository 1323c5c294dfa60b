import { AppError, type ErrorCode } from '../../errors';
import {
  parseTermText,
  termIndex,
  termOfIndex,
  termText,
  termLabel,
  termsBetween,
  type PlanTerm,
} from '../../planner';
import type { CourseCatalog } from '../offerings/catalog';
import type { StoredPlanChoices } from './queries';
import { DEFAULT_MAX_CREDITS } from './schemas';

/** Choices given with a request; a missing one falls back to the saved one, then the default. */
export interface PlanChoiceInput {
  until?: string | null;
  maxCredits?: number;
  pins?: readonly { number: string; term: string | null }[];
  excluded?: readonly string[];
}

/** The choices a plan is made with, checked against its semesters and the catalog. */
export interface PlanChoices {
  until: PlanTerm;
  /** The semesters from the next one through `until`. */
  terms: PlanTerm[];
  maxCredits: number;
  pins: { number: string; term: PlanTerm | null }[];
  excluded: string[];
  /**
   * Terms of the saved choices that have started since (a pin, or the target): dropped, and
   * the plan says so.
   */
  droppedTerms: PlanTerm[];
}

/** What the choices are checked against. */
export interface ChoiceContext {
  /** The current term: the earliest graduation target (a student in their last term). */
  current: PlanTerm;
  /** The first semester of the plan (the one after the current term). */
  start: PlanTerm;
  catalog: CourseCatalog;
  /** Courses the member passed: they cannot be pinned. */
  passed: ReadonlySet<string>;
  /** Courses being taken this term: counted as passed, so they cannot be pinned either. */
  inProgress: ReadonlySet<string>;
  cohort: number | null;
  /** The credits graduation requires (for the default `until`). */
  requiredCredits: number;
  /** The error a bad choice is answered with: COMMON005 for a query, VALID001 for a body. */
  errorCode: ErrorCode;
}

/** The longest plan: six years of semesters. */
const MAX_TERMS = 12;

/**
 * The given choices, else the saved ones, else the defaults. Pins and exclusions given now are
 * checked strictly (400 `errorCode` with the field); saved ones that no longer apply (the course
 * was passed since, the semester is past) are dropped quietly.
 */
export function resolveChoices(
  given: PlanChoiceInput,
  saved: StoredPlanChoices | null,
  context: ChoiceContext,
): PlanChoices {
  const maxCredits = given.maxCredits ?? saved?.maxCredits ?? DEFAULT_MAX_CREDITS;
  const until = resolveUntil(given, saved, context, maxCredits);
  const pins = resolvePins(given, saved, context, until);
  const excluded = resolveExcluded(given, saved, context, pins);
  return {
    until,
    terms: termsBetween(context.start, until),
    maxCredits,
    pins,
    excluded,
    droppedTerms: startedSavedTerms(given, saved, context),
  };
}

/**
 * The saved choices' terms that no longer apply and that this answer does not replace, in term
 * order: a target before the current term, a pin in a term that has started.
 */
function startedSavedTerms(
  given: PlanChoiceInput,
  saved: StoredPlanChoices | null,
  { current, start }: Pick<ChoiceContext, 'current' | 'start'>,
): PlanTerm[] {
  if (saved === null) return [];
  const pastTarget =
    given.until === undefined &&
    saved.until !== null &&
    termIndex(saved.until) < termIndex(current);
  const terms = [
    ...(pastTarget && saved.until !== null ? [saved.until] : []),
    ...(given.pins === undefined
      ? saved.pins.flatMap((pin) => {
          const term = pin.term === null ? null : parseTermText(pin.term);
          return term === null ? [] : [term];
        })
      : []),
  ];
  const started = new Set(terms.map(termIndex).filter((index) => index < termIndex(start)));
  return [...started].sort((a, b) => a - b).map(termOfIndex);
}

/** The choices as the api answers them (and stores pins): semesters as `2027-1` text. */
export function choicesText(choices: PlanChoices) {
  return {
    until: termText(choices.until),
    maxCredits: choices.maxCredits,
    pins: choices.pins.map((pin) => ({
      number: pin.number,
      term: pin.term === null ? null : termText(pin.term),
    })),
    excluded: choices.excluded,
  };
}

function fail(context: ChoiceContext, field: string, message: string): never {
  throw AppError.of(context.errorCode, { [field]: message });
}

/**
 * Given → must not be past: the current term is a valid target (the courses being taken finish
 * it), so a student in their last term can plan; saved but past by now → default.
 */
function resolveUntil(
  given: PlanChoiceInput,
  saved: StoredPlanChoices | null,
  context: ChoiceContext,
  maxCredits: number,
): PlanTerm {
  const { current, start } = context;
  let until: PlanTerm;
  if (given.until !== undefined && given.until !== null) {
    until =
      parseTermText(given.until) ??
      fail(context, 'until', '졸업 학기는 2027-2 처럼 연도-학기(1 또는 2)로 적어 주세요.');
    if (termIndex(until) < termIndex(current)) {
      fail(
        context,
        'until',
        `이미 지난 학기입니다. 이번 학기(${termLabel(current)})나 그 뒤의 학기를 골라 주세요.`,
      );
    }
  } else {
    const stored = given.until === null ? null : (saved?.until ?? null);
    until =
      stored !== null && termIndex(stored) >= termIndex(current)
        ? stored
        : defaultUntil(context.cohort, start, context.requiredCredits, maxCredits);
  }
  if (termIndex(until) - termIndex(start) >= MAX_TERMS) {
    fail(
      context,
      'until',
      `졸업 학기는 ${termText(termOfIndex(termIndex(start) + MAX_TERMS - 1))}까지 고를 수 있습니다.`,
    );
  }
  return until;
}

function resolvePins(
  given: PlanChoiceInput,
  saved: StoredPlanChoices | null,
  context: ChoiceContext,
  until: PlanTerm,
): PlanChoices['pins'] {
  const { start, catalog, passed, inProgress } = context;
  const inPlan = (term: PlanTerm) =>
    termIndex(term) >= termIndex(start) && termIndex(term) <= termIndex(until);
  const pins: PlanChoices['pins'] = [];
  for (const pin of given.pins ?? saved?.pins ?? []) {
    const number = pin.number.trim().toUpperCase();
    const term = pin.term === null ? null : parseTermText(pin.term);
    const problem = !catalog.has(number)
      ? `알 수 없는 학수번호입니다: ${number}`
      : passed.has(number)
        ? `이미 이수한 과목입니다: ${number}`
        : inProgress.has(number)
          ? `이번 학기 수강 중인 과목입니다: ${number}`
          : pin.term !== null && (term === null || !inPlan(term))
            ? `${number}의 학기는 ${termText(start)}부터 ${termText(until)} 사이여야 합니다.`
            : pins.some((other) => other.number === number)
              ? `같은 과목을 두 번 고정했습니다: ${number}`
              : null;
    if (problem === null) pins.push({ number, term });
    else if (given.pins !== undefined) fail(context, 'pins', problem);
  }
  return pins;
}

function resolveExcluded(
  given: PlanChoiceInput,
  saved: StoredPlanChoices | null,
  context: ChoiceContext,
  pins: PlanChoices['pins'],
): string[] {
  const excluded: string[] = [];
  for (const raw of given.excluded ?? saved?.excluded ?? []) {
    const number = raw.trim().toUpperCase();
    const problem = !context.catalog.has(number)
      ? `알 수 없는 학수번호입니다: ${number}`
      : pins.some((pin) => pin.number === number)
        ? `고정한 과목은 제외할 수 없습니다: ${number}`
        : null;
    if (problem === null) {
      if (!excluded.includes(number)) excluded.push(number);
    } else if (given.excluded !== undefined) fail(context, 'excluded', problem);
  }
  return excluded;
}

/**
 * No `until` chosen: the cohort's 4학년 2학기, or, when that is past, as many semesters as the
 * missing credits need at maxCredits.
 */
function defaultUntil(
  cohort: number | null,
  start: PlanTerm,
  required: number,
  maxCredits: number,
): PlanTerm {
  const fourthYear = cohort === null ? null : termIndex({ year: cohort + 3, semester: 'SECOND' });
  const byCredits = termIndex(start) + Math.max(1, Math.ceil(required / maxCredits)) - 1;
  return termOfIndex(
    Math.min(termIndex(start) + MAX_TERMS - 1, Math.max(fourthYear ?? 0, byCredits)),
  );
}
