import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Insertable, Transaction } from 'kysely';
import {
  DOMAINS,
  EXEMPTIONS,
  RuleSetError,
  MAJOR_MODES,
  REQUIREMENT_TARGETS,
  RULE_TABLES,
  SUB_DOMAINS,
  parseRuleSet,
  type ExemptionCondition,
} from '../audit';
import { readTable } from '../audit/rule-table';
import { readCohortCurriculum } from '../modules/graduation-rules/queries';
import { RULES_DATA_DIR } from '../paths';
import type { AppDatabase } from './database';
import type {
  Database,
  RuleExemptionRemovalTable,
  RuleOwnBalanceFieldExclusionTable,
  RuleRequirementTable,
  RuleSubDomainMergeTable,
} from './schema';

const VERSION_NAME = 'graduation-rules-csv';
/** Bump when the mapping from CSV to rows changes, so existing databases are re-seeded. */
const PARSER_VERSION = '1';

/** The rule files of data/rules (the other two sources, curriculum and years, are reference data). */
export const RULE_FILES = {
  requirements: 'requirements.csv',
  subDomainMerges: 'sub_domain_merges.csv',
  exemptionRemovals: 'exemption_removals.csv',
  ownBalanceFieldExclusions: 'own_balance_field_exclusions.csv',
} as const;
type RuleFileName = keyof typeof RULE_FILES;
export type RuleFileTexts = Record<RuleFileName, string>;

/** The rule tables' rows, as the seeder and the import write them. */
export interface RuleRows {
  requirements: Insertable<RuleRequirementTable>[];
  subDomainMerges: Insertable<RuleSubDomainMergeTable>[];
  exemptionRemovals: Insertable<RuleExemptionRemovalTable>[];
  ownBalanceFieldExclusions: Insertable<RuleOwnBalanceFieldExclusionTable>[];
}

const EXEMPTION_CONDITIONS: readonly ExemptionCondition[] = [...EXEMPTIONS, 'NONE'];

export interface RuleSeedResult {
  /** False when the tables already held these files (the usual restart). */
  seeded: boolean;
  checksum: string;
}

/**
 * Replaces the rule_* tables with data/rules/*.csv when the files changed since the last seed.
 * Runs after the reference data (rules refer to departments and are checked against the
 * cohorts' curriculum). The whole rule set is parsed first, so a broken file stops the start
 * with a RuleSetError naming its row and leaves the previous rules in place.
 */
export async function seedGraduationRules(
  db: AppDatabase,
  folder: string = RULES_DATA_DIR,
): Promise<RuleSeedResult> {
  const texts = await readRuleFiles(folder);
  const checksum = ruleChecksumOf(texts);
  const recorded = await db
    .selectFrom('reference_data_versions')
    .select('checksum')
    .where('name', '=', VERSION_NAME)
    .executeTakeFirst();
  if (recorded?.checksum === checksum) return { seeded: false, checksum };

  await db.transaction().execute(async (trx) => {
    parseRuleSet({ ...(await readCohortCurriculum(trx)), ...texts });
    await replaceRuleRows(trx, ruleRowsOf(texts));
    await trx
      .insertInto('reference_data_versions')
      .values({ name: VERSION_NAME, checksum })
      .onConflict((conflict) =>
        conflict.column('name').doUpdateSet({ checksum, seeded_at: new Date() }),
      )
      .execute();
  });
  return { seeded: true, checksum };
}

async function readRuleFiles(folder: string): Promise<RuleFileTexts> {
  const entries = await Promise.all(
    Object.entries(RULE_FILES).map(
      async ([name, file]) => [name, await readFile(path.join(folder, file), 'utf8')] as const,
    ),
  );
  return Object.fromEntries(entries) as RuleFileTexts;
}

export function ruleChecksumOf(texts: RuleFileTexts): string {
  const hash = createHash('sha256').update(PARSER_VERSION);
  for (const name of Object.keys(RULE_FILES) as RuleFileName[]) {
    hash.update(name).update('\0').update(texts[name]).update('\0');
  }
  return hash.digest('hex');
}

/** Ids of the tables without a rank are the CSV's 1-based data rows (the rule set's order). */
function requirementRows(text: string): Insertable<RuleRequirementTable>[] {
  return readTable(RULE_TABLES.requirements, text).map((row) => ({
    rank: row.int('rank'),
    target: row.oneOf(REQUIREMENT_TARGETS, 'target'),
    cohort_from: row.optionalInt('cohort_from'),
    cohort_to: row.optionalInt('cohort_to'),
    major_mode: row.optionalOneOf(MAJOR_MODES, 'major_mode'),
    has_advanced: row.optionalBool('has_advanced'),
    second_department_id: row.optionalInt('second_department_id'),
    exemption: row.optionalOneOf(EXEMPTION_CONDITIONS, 'exemption'),
    value: row.text('value'),
    note: row.text('note'),
  }));
}

function subDomainMergeRows(text: string): Insertable<RuleSubDomainMergeTable>[] {
  return readTable(RULE_TABLES.subDomainMerges, text).map((row) => ({
    id: row.rowNumber,
    cohort_from: row.optionalInt('cohort_from'),
    cohort_to: row.optionalInt('cohort_to'),
    sub_domain: row.oneOf(SUB_DOMAINS, 'sub_domain'),
    merged_into: row.oneOf(SUB_DOMAINS, 'merged_into'),
    note: row.text('note'),
  }));
}

function exemptionRemovalRows(text: string): Insertable<RuleExemptionRemovalTable>[] {
  return readTable(RULE_TABLES.exemptionRemovals, text).map((row) => ({
    id: row.rowNumber,
    exemption: row.oneOf(EXEMPTIONS, 'exemption'),
    sub_domain: row.oneOf(SUB_DOMAINS, 'sub_domain'),
    note: row.text('note'),
  }));
}

function ownBalanceFieldExclusionRows(
  text: string,
): Insertable<RuleOwnBalanceFieldExclusionTable>[] {
  return readTable(RULE_TABLES.ownBalanceFieldExclusions, text).map((row) => ({
    id: row.rowNumber,
    cohort_from: row.optionalInt('cohort_from'),
    cohort_to: row.optionalInt('cohort_to'),
    domain: row.oneOf(DOMAINS, 'domain'),
    note: row.text('note'),
  }));
}

const ROW_PARSERS: { [name in RuleFileName]: (text: string) => RuleRows[name] } = {
  requirements: requirementRows,
  subDomainMerges: subDomainMergeRows,
  exemptionRemovals: exemptionRemovalRows,
  ownBalanceFieldExclusions: ownBalanceFieldExclusionRows,
};

/** The rows of every rule file; throws a RuleSetError naming the table, row and column. */
export function ruleRowsOf(texts: RuleFileTexts): RuleRows {
  return {
    requirements: ROW_PARSERS.requirements(texts.requirements),
    subDomainMerges: ROW_PARSERS.subDomainMerges(texts.subDomainMerges),
    exemptionRemovals: ROW_PARSERS.exemptionRemovals(texts.exemptionRemovals),
    ownBalanceFieldExclusions: ROW_PARSERS.ownBalanceFieldExclusions(
      texts.ownBalanceFieldExclusions,
    ),
  };
}

export type RuleFilesParse = { texts: RuleFileTexts; rows: RuleRows } | { errors: string[] };

/**
 * The rule files of an import (file name → text), each parsed on its own so that every broken
 * file is reported, with its file name, 1-based row and column.
 */
export function parseRuleFiles(files: ReadonlyMap<string, string>): RuleFilesParse {
  const errors: string[] = [];
  const texts: Partial<RuleFileTexts> = {};
  const rows: Partial<RuleRows> = {};
  for (const name of Object.keys(RULE_FILES) as RuleFileName[]) {
    const file = RULE_FILES[name];
    const text = files.get(file);
    if (text === undefined) {
      errors.push(`${file}: 파일이 없습니다`);
      continue;
    }
    texts[name] = text;
    try {
      Object.assign(rows, { [name]: ROW_PARSERS[name](text) });
    } catch (error) {
      if (!(error instanceof RuleSetError)) throw error;
      errors.push(withFileName(error.message));
    }
  }
  return errors.length > 0 ? { errors } : { texts: texts as RuleFileTexts, rows: rows as RuleRows };
}

/** A RuleSetError names its table ("requirements 3행: …"); an import names the file. */
export function withFileName(message: string): string {
  return message.replace(/^([a-z_]+)(?= |:)/, '$1.csv');
}

export async function replaceRuleRows(trx: Transaction<Database>, rows: RuleRows): Promise<void> {
  await trx.deleteFrom('rule_requirements').execute();
  await trx.deleteFrom('rule_sub_domain_merges').execute();
  await trx.deleteFrom('rule_exemption_removals').execute();
  await trx.deleteFrom('rule_own_balance_field_exclusions').execute();

  // parseRuleSet guarantees requirement rows (a catch-all per target) before anything is
  // served; the other tables may legitimately be empty (e.g. no merges), and Kysely rejects an
  // empty insert.
  if (rows.requirements.length > 0) {
    await trx.insertInto('rule_requirements').values(rows.requirements).execute();
  }
  if (rows.subDomainMerges.length > 0) {
    await trx.insertInto('rule_sub_domain_merges').values(rows.subDomainMerges).execute();
  }
  if (rows.exemptionRemovals.length > 0) {
    await trx.insertInto('rule_exemption_removals').values(rows.exemptionRemovals).execute();
  }
  if (rows.ownBalanceFieldExclusions.length > 0) {
    await trx
      .insertInto('rule_own_balance_field_exclusions')
      .values(rows.ownBalanceFieldExclusions)
      .execute();
  }
}
