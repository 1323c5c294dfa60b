/** Input and output shapes of the planner (pure, no I/O). */
import type {
  AuditMember,
  AuditResult,
  Category,
  Grade,
  PortalCourse,
  RuleSet,
  Semester,
  SubDomain,
} from '../audit';
import type { PlanTerm } from './terms';

/** When a course is usually offered (GET /offerings/{number} `usual`). */
export type UsualSemester = '1학기' | '2학기' | '매학기';

/** A course the planner may schedule, described as the portal would record it. */
export interface CandidateCourse {
  readonly number: string;
  readonly name: string;
  readonly credit: number;
  /** 이수구분 the course will carry for this member (1전심, 2전선, 교선, 일선, …). */
  readonly type: string;
  /** 교양영역 text the course will carry, "*" when none. */
  readonly domain: string;
  /** Recommended 학년 in the department curriculum; null for 교양 and other courses. */
  readonly grade: Grade | null;
  /** Semesters the curriculum lists it in (used when the timetables never had it). */
  readonly curriculumSemesters: readonly Semester[];
  readonly usual: UsualSemester | null;
}

export interface PlanPin {
  readonly course: CandidateCourse;
  /** null = any semester of the plan. */
  readonly term: PlanTerm | null;
}

export interface PlannerInput {
  readonly member: AuditMember;
  /** The stored courses, as the audit reads them. */
  readonly courses: readonly PortalCourse[];
  readonly rules: RuleSet;
  /** The semesters to fill, in order (the term after the current one … until). */
  readonly terms: readonly PlanTerm[];
  readonly maxCredits: number;
  /** Department curriculum courses (first department, then 다전공), curriculum order. */
  readonly majorCourses: readonly CandidateCourse[];
  /** Recommended 교양 courses with the sub-domain they are listed under, data order. */
  readonly cultureCourses: readonly {
    readonly subDomain: SubDomain;
    readonly course: CandidateCourse;
  }[];
  readonly pins: readonly PlanPin[];
  /** 학수번호 the student does not want planned. */
  readonly excluded: ReadonlySet<string>;
  /**
   * Courses the student is taking in the current term (the one before `terms`), which the
   * portal does not list as completed yet: counted as passed, never planned.
   */
  readonly inProgress: {
    readonly term: PlanTerm;
    readonly courses: readonly CandidateCourse[];
  };
}

export interface PlannedCourse {
  readonly number: string;
  readonly name: string;
  readonly credit: number;
  /** As the audit of the planned courses counts it. */
  readonly category: Category;
  readonly subDomain: SubDomain | null;
  readonly usual: UsualSemester | null;
  readonly pinned: boolean;
  /** A free slot ("교양선택", "자유선택"): any course of that kind will do. */
  readonly placeholder: boolean;
}

/** A course being taken this term, as the audit counts it. */
export interface InProgressCourse {
  readonly number: string;
  readonly name: string;
  readonly credit: number;
  readonly category: Category;
  readonly subDomain: SubDomain | null;
}

export interface PlannedSemester {
  readonly term: PlanTerm;
  readonly credits: number;
  readonly courses: readonly PlannedCourse[];
}

export type UnmetUnit = '학점' | '영역';

export interface UnmetRequirement {
  /** e.g. "전공선택", "균형교양", "졸업 학점" */
  readonly requirement: string;
  readonly missing: number;
  readonly unit: UnmetUnit;
  /** Korean sentence: why the plan cannot cover it. */
  readonly reason: string;
}

/** One requirement before and after the plan (the page's running totals). */
export interface RequirementProgress {
  readonly key: Category | 'BASIC' | 'CORE' | 'BALANCE' | 'TOTAL';
  readonly label: string;
  readonly unit: UnmetUnit;
  readonly total: number;
  /** Completed now, the courses being taken this term included. */
  readonly completed: number;
  /** Completed once every planned course is passed. */
  readonly planned: number;
}

export interface Plan {
  /** The courses being taken this term, counted as passed (`completed` in progress). */
  readonly inProgress: readonly InProgressCourse[];
  readonly semesters: readonly PlannedSemester[];
  readonly unmet: readonly UnmetRequirement[];
  readonly feasible: boolean;
  readonly progress: readonly RequirementProgress[];
  /** The audit of stored + planned courses (same engine as the result page). */
  readonly plannedAudit: AuditResult;
}
