import type { AuditResult, Category, MajorMode, SubDomain } from '../audit';
import { CATEGORIES, SUB_DOMAINS, categoryOf, isOneOf, majorModeOf, subDomainOf } from '../audit';
import type { PlanTerm } from './terms';
import type { CandidateCourse, PlannerInput } from './types';

/** What a chosen course is for; unmet requirements take their reason from these. */
export type Purpose = Category | SubDomain | 'TOTAL' | 'PIN';

export interface Choice {
  readonly course: CandidateCourse;
  readonly purpose: Purpose;
  readonly pinnedTerm: PlanTerm | null;
  readonly pinned: boolean;
  readonly placeholder: boolean;
  /** Scheduling order: lower first (기초교양, then 학년 order, free slots last). */
  readonly rank: number;
}

/** A choice the semesters have no room for, or whose semester is not in the plan. */
export type Unplaced = { readonly choice: Choice; readonly why: 'FULL' | 'SEMESTER' };

/** 학수번호 of the courses the member passed: never planned; a failed one may be retaken. */
export function passedCourseNumbers(audit: AuditResult): Set<string> {
  return new Set(
    audit.ledger
      .filter((entry) => entry.skip?.reason !== 'FAILED_GRADE')
      .map((entry) => entry.course.number),
  );
}

/**
 * The courses chosen so far and what may still be chosen: a course the member passed, excluded
 * or already has in the plan is not chosen again (a failed course may be retaken). The steps
 * that choose (choose-courses.ts) and the scheduler's replacements share it.
 */
export class Selection {
  readonly chosen: Choice[] = [];
  private readonly chosenNumbers = new Set<string>();
  private readonly passed: ReadonlySet<string>;
  private readonly mode: MajorMode;

  constructor(
    private readonly input: PlannerInput,
    base: AuditResult,
  ) {
    this.passed = passedCourseNumbers(base);
    this.mode = majorModeOf(input.member);
  }

  has(course: CandidateCourse): boolean {
    return this.chosenNumbers.has(course.number);
  }

  available(course: CandidateCourse): boolean {
    return (
      !this.passed.has(course.number) &&
      !this.input.excluded.has(course.number) &&
      !this.chosenNumbers.has(course.number)
    );
  }

  choose(choice: Omit<Choice, 'pinned' | 'placeholder' | 'pinnedTerm'> & Partial<Choice>): void {
    this.chosen.push({ pinned: false, placeholder: false, pinnedTerm: null, ...choice });
    this.chosenNumbers.add(choice.course.number);
  }

  /** A course the scheduler put in place of a chosen one it had no room for. */
  markChosen(course: CandidateCourse): void {
    this.chosenNumbers.add(course.number);
  }

  categoryOf(course: CandidateCourse): Category {
    return categoryOf(course.type, this.mode);
  }

  subDomainOf(course: CandidateCourse): SubDomain | null {
    return subDomainOf(
      course.domain,
      this.input.member.cohortYear,
      this.input.rules.subDomainMerges,
    );
  }

  /** Credits chosen so far that count for the category. */
  creditsIn(category: Category): number {
    return this.chosen
      .filter((choice) => this.categoryOf(choice.course) === category)
      .reduce((sum, choice) => sum + choice.course.credit, 0);
  }

  /**
   * Courses that serve the same purpose as the choice and may still be chosen: a course whose
   * semesters are full gives way to one of these.
   */
  replacementsFor(choice: Choice): CandidateCourse[] {
    const { purpose } = choice;
    if (choice.pinned || choice.placeholder) return [];
    if (purpose === 'CULTURE') {
      return this.input.cultureCourses
        .map((entry) => entry.course)
        .filter((course) => this.available(course) && this.categoryOf(course) === 'CULTURE');
    }
    if (isOneOf(CATEGORIES, purpose)) {
      return this.input.majorCourses.filter(
        (course) => this.available(course) && this.categoryOf(course) === purpose,
      );
    }
    if (isOneOf(SUB_DOMAINS, purpose)) {
      return this.input.cultureCourses
        .map((entry) => entry.course)
        .filter((course) => this.available(course) && this.subDomainOf(course) === purpose);
    }
    return [];
  }
}
