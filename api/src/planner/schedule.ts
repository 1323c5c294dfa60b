/** When each chosen course is taken: the semesters of the plan, filled up to maxCredits. */
import { SEMESTERS, type Semester } from '../audit';
import { placeholderCourse, PLACEHOLDER_KINDS, type PlaceholderKind } from './placeholders';
import type { Choice, Selection, Unplaced } from './selection';
import { termIndex, type PlanTerm } from './terms';
import type { CandidateCourse, PlannerInput } from './types';

export interface Placement {
  readonly choice: Choice;
  readonly term: PlanTerm;
}

/** Semesters a course may go in: its usual one, else the curriculum's, else either. */
function allowedSemesters(course: CandidateCourse): readonly Semester[] {
  if (course.usual === '1학기') return ['FIRST'];
  if (course.usual === '2학기') return ['SECOND'];
  if (course.usual === null && course.curriculumSemesters.length > 0) {
    return course.curriculumSemesters;
  }
  return SEMESTERS;
}

/** A pin may go in either semester; any other course where it is offered. */
const semestersOf = (choice: Choice) =>
  choice.pinned ? SEMESTERS : allowedSemesters(choice.course);

/**
 * Each chosen course in the earliest semester of its kind with room, in rank order (pins with
 * a semester first, then 기초교양, then 학년 order), so earlier-학년 courses come first where
 * the semesters allow it.
 */
export function scheduleChoices(input: PlannerInput, selection: Selection) {
  const load = input.terms.map(() => 0);
  const placements: Placement[] = [];
  const unplaced: Unplaced[] = [];
  const place = (choice: Choice, index: number) => {
    load[index] = (load[index] ?? 0) + choice.course.credit;
    placements.push({ choice, term: input.terms[index] as PlanTerm });
  };
  const fits = (choice: Choice, index: number) =>
    (load[index] ?? 0) + choice.course.credit <= input.maxCredits;

  const ordered = selection.chosen
    .map((choice, order) => ({ choice, order }))
    .sort(
      (a, b) =>
        pinOrder(a.choice) - pinOrder(b.choice) ||
        a.choice.rank - b.choice.rank ||
        a.order - b.order,
    )
    .map(({ choice }) => choice);

  for (const choice of ordered) {
    if (choice.pinnedTerm !== null) {
      // A pin keeps its semester whatever the timetables say (the student knows best).
      const wanted = termIndex(choice.pinnedTerm);
      const index = input.terms.findIndex((term) => termIndex(term) === wanted);
      if (index >= 0 && fits(choice, index)) {
        place(choice, index);
        continue;
      }
    }
    const earliest = (candidate: Choice) => {
      const semesters = semestersOf(candidate);
      return input.terms.findIndex(
        (term, at) => semesters.includes(term.semester) && fits(candidate, at),
      );
    };
    const index = earliest(choice);
    if (index >= 0) {
      place(choice, index);
      continue;
    }
    const replacement = selection
      .replacementsFor(choice)
      .map((course) => ({ ...choice, course }))
      .find((candidate) => earliest(candidate) >= 0);
    if (replacement !== undefined) {
      selection.markChosen(replacement.course);
      place(replacement, earliest(replacement));
      continue;
    }
    const semesters = semestersOf(choice);
    const anyOfKind = input.terms.some((term) => semesters.includes(term.semester));
    unplaced.push({ choice, why: anyOfKind ? 'FULL' : 'SEMESTER' });
  }
  return { placements, unplaced, load };
}

const pinOrder = (choice: Choice) => (choice.pinnedTerm !== null ? 0 : 1);

/** Free 교양/일반 slots of up to 3 credits in the room left, earliest semester first. */
export function fillFreeSlots(
  input: PlannerInput,
  schedule: { load: number[] },
  credits: Readonly<Record<PlaceholderKind, number>>,
) {
  const placements: Placement[] = [];
  const unplaced: Unplaced[] = [];
  const counter: Record<PlaceholderKind, number> = { CULTURE: 0, ETC: 0, TOTAL: 0 };
  for (const kind of PLACEHOLDER_KINDS) {
    let remaining = credits[kind];
    for (let index = 0; index < input.terms.length && remaining > 0; index += 1) {
      let room = input.maxCredits - (schedule.load[index] ?? 0);
      while (room > 0 && remaining > 0) {
        const credit = Math.min(3, room, remaining);
        counter[kind] += 1;
        const course = placeholderCourse(kind, counter[kind], credit);
        placements.push({
          choice: freeSlotChoice(kind, course),
          term: input.terms[index] as PlanTerm,
        });
        schedule.load[index] = (schedule.load[index] ?? 0) + credit;
        room -= credit;
        remaining -= credit;
      }
    }
    if (remaining > 0) {
      const course = placeholderCourse(kind, counter[kind] + 1, remaining);
      unplaced.push({ choice: freeSlotChoice(kind, course), why: 'FULL' });
    }
  }
  return { placements, unplaced };
}

/** A free slot is scheduled after every real course. */
function freeSlotChoice(kind: PlaceholderKind, course: CandidateCourse): Choice {
  return { course, purpose: kind, pinnedTerm: null, pinned: false, placeholder: true, rank: 9 };
}
