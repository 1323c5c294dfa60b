import { sql, type InsertType, type SelectType } from 'kysely';
import { openTestDatabase, testDatabaseKinds } from '../testing';
import type { Database } from './schema';

// schema.ts (the Kysely types) against migrations/*.sql, in two halves that meet in COLUMNS:
// - the compiler checks COLUMNS against schema.ts: every table and column of `Database`, no
//   other, each with a description that its TypeScript type allows (`satisfies` below);
// - this test checks COLUMNS against a freshly migrated database's information_schema.
// So a column added, dropped, retyped, made nullable or given a default on one side only fails
// either the typecheck or this test. Description: `<sql type>[ null][ default| identity]`.

/** The SQL type a column's TypeScript select type stands for (enums are text with a CHECK). */
type SqlTypeOf<Select> = [Select] extends [Date]
  ? 'timestamptz'
  : [Select] extends [boolean]
    ? 'boolean'
    : [Select] extends [number]
      ? 'integer'
      : [Select] extends [string]
        ? 'text'
        : [Select] extends [string | number]
          ? 'numeric'
          : 'jsonb';

/** `unknown` (a jsonb the module parses itself) does not say; anything else does. */
type NullOf<Select> = unknown extends Select ? '' | ' null' : null extends Select ? ' null' : '';

/**
 * Identity columns are never written; a column the insert may leave out needs a default; a
 * column the insert must give may still have one (e.g. jsonb '[]' the api always writes).
 */
type DefaultOf<Column> = [InsertType<Column>] extends [never]
  ? ' identity'
  : undefined extends InsertType<Column>
    ? ' default'
    : '' | ' default';

type DescriptionOf<Column> =
  `${SqlTypeOf<Exclude<SelectType<Column>, null>>}${NullOf<SelectType<Column>>}${DefaultOf<Column>}`;

type ColumnsOf<Db> = {
  [Table in keyof Db]: { [Column in keyof Db[Table]]-?: DescriptionOf<Db[Table][Column]> };
};

const COLUMNS = {
  departments: {
    id: 'integer',
    college: 'text',
    name: 'text',
    balance_sub_domain: 'text',
    is_editable: 'boolean default',
    has_advanced: 'boolean default',
    code: 'text',
  },
  years: { id: 'integer', name: 'text', value: 'integer null' },
  terms: { id: 'integer', year: 'integer', semester: 'text' },
  curriculum: { id: 'integer', year_id: 'integer', domain: 'text', sub_domain: 'text' },
  cultures: { id: 'integer', sub_domain: 'text', number: 'text', name: 'text', credit: 'integer' },
  majors: {
    id: 'integer',
    department_id: 'integer',
    grade: 'text',
    semester: 'text',
    number: 'text',
    name: 'text',
    type: 'text',
    category: 'text',
    credit: 'integer',
    position: 'integer',
  },
  offerings: {
    id: 'integer',
    year: 'integer',
    term_code: 'text',
    number: 'text',
    name: 'text',
    credit: 'numeric',
    type: 'text',
    dept_code: 'text',
    dept_info: 'text',
    target_grade: 'integer',
  },
  subject_catalog: {
    id: 'integer',
    number: 'text',
    name: 'text',
    credit: 'numeric',
    dept: 'text',
    type: 'text',
  },
  members: {
    id: 'integer identity',
    username: 'text',
    password_hash: 'text',
    name: 'text',
    email: 'text null',
    role: 'text default',
    year_id: 'integer',
    department_id: 'integer',
    second_department_id: 'integer null',
    exemption: 'text null',
    answer_mail: 'boolean default',
    email_chosen: 'boolean default',
    email_confirmed_at: 'timestamptz null',
    language: 'text default',
    created_at: 'timestamptz default',
    updated_at: 'timestamptz default',
  },
  sessions: {
    id: 'text',
    member_id: 'integer',
    generation: 'integer default',
    created_at: 'timestamptz',
    last_used_at: 'timestamptz',
    user_agent: 'text default',
    revoked_at: 'timestamptz null',
  },
  verifications: {
    jti: 'text',
    purpose: 'text',
    username: 'text',
    name: 'text null',
    email: 'text null',
    department: 'text null',
    second_department: 'text null',
    expires_at: 'timestamptz',
    created_at: 'timestamptz default',
  },
  attempt_counters: {
    scope: 'text',
    key: 'text',
    count: 'integer',
    window_ends_at: 'timestamptz',
  },
  login_statuses: {
    id: 'integer identity',
    member_id: 'integer',
    ip: 'text null',
    login_at: 'timestamptz default',
  },
  courses: {
    id: 'integer identity',
    member_id: 'integer',
    year: 'integer',
    semester: 'text',
    number: 'text',
    name: 'text',
    type: 'text',
    domain: 'text',
    credit: 'integer',
    grade: 'text null',
    created_at: 'timestamptz default',
  },
  plan_choices: {
    member_id: 'integer',
    until_year: 'integer null',
    until_semester: 'text null',
    max_credits: 'integer',
    pins: 'jsonb default',
    excluded: 'jsonb default',
    updated_at: 'timestamptz default',
  },
  in_progress_courses: {
    member_id: 'integer',
    number: 'text',
    year: 'integer',
    semester: 'text',
    created_at: 'timestamptz default',
  },
  questions: {
    id: 'integer identity',
    member_id: 'integer null',
    title: 'text',
    content: 'text',
    anonymous: 'boolean default',
    created_at: 'timestamptz default',
    updated_at: 'timestamptz default',
  },
  answers: {
    id: 'integer identity',
    question_id: 'integer',
    member_id: 'integer null',
    content: 'text',
    created_at: 'timestamptz default',
    updated_at: 'timestamptz default',
  },
  page_views: {
    id: 'integer identity',
    path: 'text',
    referrer: 'text null',
    title: 'text null',
    occurred_at: 'timestamptz default',
  },
  notifications: {
    id: 'integer identity',
    member_id: 'integer',
    answer_id: 'integer',
    kind: 'text',
    created_at: 'timestamptz default',
    read_at: 'timestamptz null',
  },
  mail_outbox: {
    id: 'integer identity',
    member_id: 'integer',
    answer_id: 'integer',
    created_at: 'timestamptz default',
    attempts: 'integer default',
    next_attempt_at: 'timestamptz default',
    locked_until: 'timestamptz null',
    last_error: 'text null',
    sent_at: 'timestamptz null',
    gave_up_at: 'timestamptz null',
  },
  mail_confirmations: {
    id: 'integer identity',
    member_id: 'integer',
    email: 'text',
    token_hash: 'text',
    created_at: 'timestamptz',
    expires_at: 'timestamptz',
  },
  shares: {
    id: 'integer identity',
    member_id: 'integer',
    token_hash: 'text',
    show_name: 'boolean',
    snapshot: 'jsonb',
    created_at: 'timestamptz default',
    expires_at: 'timestamptz',
  },
  admin_audit_log: {
    id: 'integer identity',
    action: 'text',
    source: 'text',
    actor_member_id: 'integer null',
    actor_username: 'text null',
    actor_name: 'text null',
    target_member_id: 'integer null',
    target_username: 'text null',
    target_name: 'text null',
    question_id: 'integer null',
    question_title: 'text null',
    detail: 'jsonb default',
    occurred_at: 'timestamptz default',
  },
  reference_data_versions: { name: 'text', checksum: 'text', seeded_at: 'timestamptz default' },
  rule_requirements: {
    rank: 'integer',
    target: 'text',
    cohort_from: 'integer null',
    cohort_to: 'integer null',
    major_mode: 'text null',
    has_advanced: 'boolean null',
    second_department_id: 'integer null',
    exemption: 'text null',
    value: 'text',
    note: 'text default',
  },
  rule_sub_domain_merges: {
    id: 'integer',
    cohort_from: 'integer null',
    cohort_to: 'integer null',
    sub_domain: 'text',
    merged_into: 'text',
    note: 'text default',
  },
  rule_exemption_removals: {
    id: 'integer',
    exemption: 'text',
    sub_domain: 'text',
    note: 'text default',
  },
  rule_own_balance_field_exclusions: {
    id: 'integer',
    cohort_from: 'integer null',
    cohort_to: 'integer null',
    domain: 'text',
    note: 'text default',
  },
} as const satisfies ColumnsOf<Database>;

/** information_schema's data_type → the names above; another type fails until mapped here. */
const SQL_TYPES: Readonly<Record<string, string>> = {
  integer: 'integer',
  text: 'text',
  boolean: 'boolean',
  'timestamp with time zone': 'timestamptz',
  jsonb: 'jsonb',
  numeric: 'numeric',
};

/** Kysely's migrator's own bookkeeping, not part of `Database`. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
}

function describeColumn(row: ColumnRow): string {
  const type = SQL_TYPES[row.data_type] ?? `unmapped type "${row.data_type}"`;
  const nullable = row.is_nullable === 'YES' ? ' null' : '';
  const generated =
    row.is_identity === 'YES' ? ' identity' : row.column_default !== null ? ' default' : '';
  return `${type}${nullable}${generated}`;
}

describe.each(testDatabaseKinds())('schema.ts against the migrations (%s)', (kind) => {
  it('describes every table and column the migrations create, and no other', async () => {
    const database = await openTestDatabase(kind);
    try {
      const { rows } = await sql<ColumnRow>`
        select table_name, column_name, data_type, is_nullable, column_default, is_identity
        from information_schema.columns
        where table_schema = current_schema()
        order by table_name, ordinal_position`.execute(database.db);
      const migrated: Record<string, Record<string, string>> = {};
      for (const row of rows) {
        if (MIGRATOR_TABLES.includes(row.table_name)) continue;
        migrated[row.table_name] ??= {};
        migrated[row.table_name]![row.column_name] = describeColumn(row);
      }
      expect(migrated).toEqual(COLUMNS);
    } finally {
      await database.close();
    }
  });
});
