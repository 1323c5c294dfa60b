// Kysely table types, one per table of migrations/*.sql. Keep them in step with the SQL:
// `Generated` = has a default, `ColumnType<Select, Insert, Update>` where they differ.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SiteLanguage } from '@smunity/site-language';
import type {
  BalanceField,
  CultureDomain,
  Exemption,
  Grade,
  MajorCategory,
  MemberRole,
  OfferingTermCode,
  Semester,
  SubDomain,
  VerificationPurpose,
} from './enums';
import type { CourseRow, ExemptionCondition, MajorMode, RequirementTarget } from '../audit';

/** A timestamptz column with a database default: read as Date, optionally written. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamptz column without a default. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** Identity columns are GENERATED ALWAYS: never written. */
type IdentityId = ColumnType<number, never, never>;

export interface DepartmentTable {
  id: number;
  college: string;
  name: string;
  balance_sub_domain: BalanceField;
  is_editable: Generated<boolean>;
  has_advanced: Generated<boolean>;
  code: string;
}

export interface YearTable {
  id: number;
  name: string;
  /** Entrance year; null for 졸업생 (before 2017). */
  value: number | null;
}

export interface TermTable {
  id: number;
  year: number;
  semester: Semester;
}

export interface CurriculumTable {
  id: number;
  year_id: number;
  domain: CultureDomain;
  sub_domain: SubDomain;
}

export interface CultureTable {
  id: number;
  sub_domain: SubDomain;
  number: string;
  name: string;
  credit: number;
}

export interface MajorTable {
  id: number;
  department_id: number;
  grade: Grade;
  semester: Semester;
  number: string;
  name: string;
  type: string;
  category: MajorCategory;
  credit: number;
  /** Order within the department's curriculum page. */
  position: number;
}

/** When a course was offered (migrations/009): one timetable row per year, term and 학수번호. */
export interface OfferingTable {
  id: number;
  year: number;
  term_code: OfferingTermCode;
  number: string;
  name: string;
  /** numeric(4,1): read it as `credit::float8` (pg returns numeric as text). */
  credit: ColumnType<string | number, number, number>;
  type: string;
  dept_code: string;
  dept_info: string;
  target_grade: number;
}

/** The v1.x subject catalog (migrations/009), one row per 학수번호. */
export interface SubjectCatalogTable {
  id: number;
  number: string;
  name: string;
  credit: ColumnType<string | number, number, number>;
  dept: string;
  type: string;
}

export interface MemberTable {
  id: IdentityId;
  username: string;
  password_hash: string;
  name: string;
  email: string | null;
  role: Generated<MemberRole>;
  year_id: number;
  department_id: number;
  second_department_id: number | null;
  exemption: Exemption | null;
  /** "답변 알림 메일 받기" (migrations/014) */
  answer_mail: Generated<boolean>;
  /** The member set `email` on my page; the portal no longer overwrites it (migrations/017). */
  email_chosen: Generated<boolean>;
  /** When the member confirmed `email` through a mailed link; null until then (migrations/019). */
  email_confirmed_at: Timestamp | null;
  /** The language of the member's mails, 'ko' or 'en' (migrations/020). */
  language: Generated<SiteLanguage>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A login and its token family (migrations/008, src/modules/accounts/sessions.ts). */
export interface SessionTable {
  id: string;
  member_id: number;
  generation: Generated<number>;
  created_at: Timestamp;
  last_used_at: Timestamp;
  user_agent: Generated<string>;
  revoked_at: Timestamp | null;
}

/** What a verification token's holder proved through the portal (migrations/005). */
export interface VerificationTable {
  jti: string;
  purpose: VerificationPurpose;
  username: string;
  /** The portal profile, kept for REGISTER only (null for PASSWORD_RESET). */
  name: string | null;
  email: string | null;
  department: string | null;
  second_department: string | null;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** A fixed window of an attempt limit shared by the replicas (migrations/007, src/security). */
export interface AttemptCounterTable {
  scope: string;
  key: string;
  count: number;
  window_ends_at: Timestamp;
}

export interface LoginStatusTable {
  id: IdentityId;
  member_id: number;
  /** Kept for the attempt-limit window only, then NULL (modules/privacy/retention.ts). */
  ip: string | null;
  login_at: CreatedAt;
}

/** A stored course: the audit's course row (audit/portal-course.ts), one declaration of its fields. */
export type CourseTable = {
  -readonly [Field in Exclude<keyof CourseRow, 'grade'>]: CourseRow[Field];
} & {
  id: IdentityId;
  member_id: number;
  /** 'F' for a failed attempt, else NULL: no other grade is kept (migrations/015). */
  grade: 'F' | null;
  created_at: CreatedAt;
};

/** A member's saved planner choices (migrations/009, PUT /plan). */
export interface PlanChoicesTable {
  member_id: number;
  until_year: number | null;
  until_semester: Semester | null;
  max_credits: number;
  /** jsonb `[{ number, term }]`, written as JSON text. */
  pins: ColumnType<{ number: string; term: string | null }[], string, string>;
  /** jsonb array of 학수번호, written as JSON text. */
  excluded: ColumnType<string[], string, string>;
  updated_at: CreatedAt;
}

/** Courses being taken this term (migrations/016): counted by the plan, never planned again. */
export interface InProgressCourseTable {
  member_id: number;
  number: string;
  /** The term the course was added in (the current term then). */
  year: number;
  semester: Semester;
  created_at: CreatedAt;
}

export interface QuestionTable {
  id: IdentityId;
  /** NULL once its author withdrew; only answered questions are kept then (migrations/015). */
  member_id: number | null;
  title: string;
  content: string;
  anonymous: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AnswerTable {
  id: IdentityId;
  question_id: number;
  /** NULL once the admin who wrote it withdrew (migrations/015). */
  member_id: number | null;
  content: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A share link of a member's result (migrations/011, modules/shares). */
export interface ShareTable {
  id: IdentityId;
  member_id: number;
  /** hex SHA-256 of the token; the token itself is never stored */
  token_hash: string;
  show_name: boolean;
  /** jsonb written once as JSON text; modules/shares reads it as its ShareSnapshot */
  snapshot: ColumnType<Record<string, unknown>, string, never>;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export type NotificationKind = 'ANSWERED' | 'ANSWER_CHANGED';

/** A member's on-site notification of an answer to their question (migrations/014). */
export interface NotificationTable {
  id: IdentityId;
  member_id: number;
  answer_id: number;
  kind: NotificationKind;
  created_at: CreatedAt;
  read_at: Timestamp | null;
}

/** One answer mail to send (migrations/014, src/modules/notifications/outbox.ts). */
export interface MailOutboxTable {
  id: IdentityId;
  member_id: number;
  answer_id: number;
  created_at: CreatedAt;
  attempts: Generated<number>;
  next_attempt_at: CreatedAt;
  locked_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  gave_up_at: Timestamp | null;
}

/** A confirmation mail's token, stored hashed (migrations/019, notifications/mail-confirmation.ts). */
export interface MailConfirmationTable {
  id: IdentityId;
  member_id: number;
  email: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface PageViewTable {
  id: IdentityId;
  path: string;
  referrer: string | null;
  title: string | null;
  occurred_at: CreatedAt;
}

/**
 * Admin role changes (migrations/010, modules/admin) and reference data imports (migrations/013,
 * modules/reference-data: no target, what changed in `detail`).
 */
export interface AdminAuditLogTable {
  id: IdentityId;
  action: AuditAction;
  source: 'WEB' | 'CLI' | 'ADMIN_USERNAMES';
  actor_member_id: number | null;
  actor_username: string | null;
  actor_name: string | null;
  target_member_id: number | null;
  /** null for a reference data import only (migrations/013). */
  target_username: string | null;
  target_name: string | null;
  /** The question of a QUESTION_* / ANSWER_* entry, and its title at the time (migrations/012). */
  question_id: number | null;
  question_title: string | null;
  /** jsonb, written once as JSON text: an import's summary; {} for the other entries. */
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
  occurred_at: CreatedAt;
}

/** What an audit-log entry records (migrations/010, 012, 013). */
export type AuditAction =
  | 'ADMIN_GRANTED'
  | 'ADMIN_REVOKED'
  | 'QUESTION_EDITED'
  | 'QUESTION_DELETED'
  | 'ANSWER_EDITED'
  | 'ANSWER_DELETED'
  | 'REFERENCE_DATA_IMPORTED';

export interface ReferenceDataVersionTable {
  name: string;
  checksum: string;
  seeded_at: CreatedAt;
}

/** Graduation rule tables (migrations/004), seeded from data/rules/*.csv by seed-rules.ts. */
export interface RuleRequirementTable {
  rank: number;
  target: RequirementTarget;
  cohort_from: number | null;
  cohort_to: number | null;
  major_mode: MajorMode | null;
  has_advanced: boolean | null;
  second_department_id: number | null;
  exemption: ExemptionCondition | null;
  /** Credits or item count as text, or 'ALL'. */
  value: string;
  note: Generated<string>;
}

export interface RuleSubDomainMergeTable {
  id: number;
  cohort_from: number | null;
  cohort_to: number | null;
  sub_domain: SubDomain;
  merged_into: SubDomain;
  note: Generated<string>;
}

export interface RuleExemptionRemovalTable {
  id: number;
  exemption: Exemption;
  sub_domain: SubDomain;
  note: Generated<string>;
}

export interface RuleOwnBalanceFieldExclusionTable {
  id: number;
  cohort_from: number | null;
  cohort_to: number | null;
  domain: CultureDomain;
  note: Generated<string>;
}

export interface Database {
  departments: DepartmentTable;
  years: YearTable;
  terms: TermTable;
  curriculum: CurriculumTable;
  cultures: CultureTable;
  majors: MajorTable;
  offerings: OfferingTable;
  subject_catalog: SubjectCatalogTable;
  members: MemberTable;
  sessions: SessionTable;
  verifications: VerificationTable;
  login_statuses: LoginStatusTable;
  attempt_counters: AttemptCounterTable;
  courses: CourseTable;
  plan_choices: PlanChoicesTable;
  in_progress_courses: InProgressCourseTable;
  questions: QuestionTable;
  answers: AnswerTable;
  page_views: PageViewTable;
  admin_audit_log: AdminAuditLogTable;
  shares: ShareTable;
  notifications: NotificationTable;
  mail_outbox: MailOutboxTable;
  mail_confirmations: MailConfirmationTable;
  reference_data_versions: ReferenceDataVersionTable;
  rule_requirements: RuleRequirementTable;
  rule_sub_domain_merges: RuleSubDomainMergeTable;
  rule_exemption_removals: RuleExemptionRemovalTable;
  rule_own_balance_field_exclusions: RuleOwnBalanceFieldExclusionTable;
}

export type Department = Selectable<DepartmentTable>;
export type Year = Selectable<YearTable>;
export type Term = Selectable<TermTable>;
export type Member = Selectable<MemberTable>;
export type NewMember = Insertable<MemberTable>;
export type MemberUpdate = Updateable<MemberTable>;
export type Course = Selectable<CourseTable>;
export type NewCourse = Insertable<CourseTable>;
export type Question = Selectable<QuestionTable>;
export type Answer = Selectable<AnswerTable>;
