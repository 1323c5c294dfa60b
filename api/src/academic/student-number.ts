// The 학번 (student number) rule, one source for the api and the pages (docs/domain.md §1). This
// module imports nothing, so api-contract may re-export it as a value (docs/adr/0029).

/** 학번 2019xxxxx → 2019: the first four of its nine digits are the entrance year (the cohort). */
export function entranceYearOf(username: string): number {
  return Number(username.slice(0, 4));
}

/** A 학번 is nine digits (JSON Schema `pattern`). */
export const STUDENT_NUMBER_PATTERN = '^[0-9]{9}$';

const STUDENT_NUMBER = new RegExp(STUDENT_NUMBER_PATTERN);

export function isStudentNumber(text: string): boolean {
  return STUDENT_NUMBER.test(text);
}
