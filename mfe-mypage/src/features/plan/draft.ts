// The student's planner choices and the edits the page makes to them. Moving a course is
// pinning it to the target semester (the api keeps pins where they are), so every edit is a
// change of choices and the api recomputes the rest of the plan around it. Pure.
import type { IntlShape } from 'react-intl';
import type { Plan, PlanPin } from '@smunity/api-contract';
import { amountLabel } from '../../components/amount';

export interface PlanChoices {
  until: string | null;
  maxCredits: number;
  pins: PlanPin[];
  excluded: string[];
}

export const MAX_CREDIT_OPTIONS = [12, 13, 14, 15, 16, 17, 18, 19, 20, 21] as const;
/** The api plans at most six years ahead. */
export const UNTIL_OPTION_COUNT = 12;

export function choicesOf(plan: Plan): PlanChoices {
  return {
    until: plan.until,
    maxCredits: plan.maxCredits,
    pins: plan.pins.map((pin) => ({ ...pin })),
    excluded: [...plan.excluded],
  };
}

/** GET /plan's query string for the choices (empty lists are sent, to override saved ones). */
export function toQuery(choices: PlanChoices): Record<string, string | number> {
  return {
    ...(choices.until === null ? {} : { until: choices.until }),
    maxCredits: choices.maxCredits,
    pins: choices.pins
      .map((pin) => (pin.term === null ? pin.number : `${pin.number}@${pin.term}`))
      .join(','),
    excluded: choices.excluded.join(','),
  };
}

/** A new 졸업 학기; pins to semesters after it are dropped (the api refuses them). */
export function withUntil(choices: PlanChoices, until: string): PlanChoices {
  return {
    ...choices,
    until,
    pins: choices.pins.filter(
      (pin) => pin.term === null || termOrder(pin.term) <= termOrder(until),
    ),
  };
}

function termOrder(term: string): number {
  const [year = 0, semester = 1] = term.split('-').map(Number);
  return year * 2 + semester;
}

/** Keeps the course in `term` (also how a course moves). */
export function pinTo(choices: PlanChoices, number: string, term: string): PlanChoices {
  return {
    ...choices,
    pins: [...choices.pins.filter((pin) => pin.number !== number), { number, term }],
    excluded: choices.excluded.filter((excluded) => excluded !== number),
  };
}

export function unpin(choices: PlanChoices, number: string): PlanChoices {
  return { ...choices, pins: choices.pins.filter((pin) => pin.number !== number) };
}

/** Never plan the course; the planner picks another one for its requirement. */
export function exclude(choices: PlanChoices, number: string): PlanChoices {
  return {
    ...choices,
    pins: choices.pins.filter((pin) => pin.number !== number),
    excluded: choices.excluded.includes(number) ? choices.excluded : [...choices.excluded, number],
  };
}

export function include(choices: PlanChoices, number: string): PlanChoices {
  return { ...choices, excluded: choices.excluded.filter((excluded) => excluded !== number) };
}

export function sameChoices(a: PlanChoices, b: PlanChoices): boolean {
  return JSON.stringify(toQuery(a)) === JSON.stringify(toQuery(b)) && a.until === b.until;
}

/** "2026-1" → "2026년 1학기" */
export function termLabel(intl: IntlShape, term: string): string {
  const [year, semester] = term.split('-');
  return intl.formatMessage({ id: 'mypage.plan.term' }, { year, semester });
}

/** What a requirement counts in, as the api names it (Plan's `unit`). */
export type PlanUnit = Plan['progress'][number]['unit'];

/** "6학점", "2영역": an amount of a plan's requirement in its unit. */
export function planAmountLabel(intl: IntlShape, count: number, unit: PlanUnit): string {
  // eslint-disable-next-line smunity/no-korean-literal -- the api's unit (a code), not a text
  return amountLabel(intl, count, unit === '학점' ? 'credits' : 'areas');
}

/** `count` semesters from `first` ("2026-1"), for the 졸업 학기 choice. */
export function termsFrom(first: string, count: number): string[] {
  const [year = 0, semester = 1] = first.split('-').map(Number);
  const start = year * 2 + (semester - 1);
  return Array.from({ length: count }, (_, offset) => {
    const index = start + offset;
    return `${Math.floor(index / 2)}-${(index % 2) + 1}`;
  });
}

/** Credits planned up to and including each semester (the columns' running total). */
export function runningCredits(plan: Plan): number[] {
  let total = 0;
  return plan.semesters.map((semester) => (total += semester.credits));
}
