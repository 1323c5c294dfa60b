import type { PortalCourse as CourseFields } from '../audit';

/** What a student types into the portal login: 학번 and the portal (샘물) password. */
export interface PortalCredentials {
  username: string;
  /** Used for one login request only: never stored, logged or echoed in an error. */
  password: string;
}

/** The student as the portal reports them, department names already normalised. */
export interface PortalStudent {
  /** 학번 (9 digits). */
  username: string;
  name: string;
  email: string;
  /** First major, e.g. "컴퓨터과학전공" (portal names such as "지능·데이터융합학부" are mapped). */
  department: string;
  /** Second major (다전공), or null for a single major. */
  secondDepartment: string | null;
}

/**
 * One row of the student's record of completed courses (기이수과목), texts as the portal gives
 * them: the engine's course (audit/types.ts), with the grade the portal always states.
 */
export type PortalCourse = {
  -readonly [Field in Exclude<keyof CourseFields, 'grade'>]: CourseFields[Field];
} & {
  /** Grade letter, e.g. "A+", "P"; "F" = failed. */
  grade: string;
};

export interface PortalTranscript {
  courses: PortalCourse[];
  /** 졸업기준학점 as the portal states it (informative only; our rules decide). */
  graduationCredits?: number;
  /** 취득학점 as the portal states it (informative only). */
  earnedCredits?: number;
}

/** The university portal, behind which sit the real protocol (`smu`) and the fixture (`demo`). */
export interface Portal {
  /** Logs in and reads the student's profile. Rejects with a PortalError. */
  fetchStudent(credentials: PortalCredentials): Promise<PortalStudent>;
  /** Logs in and reads the student's completed courses. Rejects with a PortalError. */
  fetchCourses(credentials: PortalCredentials): Promise<PortalTranscript>;
}

/**
 * The logging the adapters need; a pino / Fastify logger fits as it is. Details never hold the
 * password or any part of the portal's answer, only the failing step and what went wrong.
 */
export interface PortalLogger {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}
