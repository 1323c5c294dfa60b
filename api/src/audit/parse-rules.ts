/**
 * Turns the flat rule tables (api/data/rules/*.csv, the reference curriculum and years) into a
 * checked RuleSet. Pure: the caller reads the files or queries the database.
 */
import type { Domain, SubDomain } from './enums';
import { DOMAINS, EXEMPTIONS, MAJOR_MODES, SUB_DOMAINS, SUB_DOMAIN_DOMAIN } from './enums';
import type {
  CurriculumEntry,
  ExemptionCondition,
  ExemptionRemoval,
  OwnBalanceFieldExclusion,
  RequirementRule,
  RequirementTarget,
  RequirementValue,
  RuleSet,
  SubDomainMerge,
} from './rule-set';
import { ALL_ITEMS, REQUIREMENT_TARGETS, mergeSubDomain } from './rule-set';
import type { RuleTable, TableRow, TableSpec } from './rule-table';
import { RuleSetError, rangesOverlap, readTable } from './rule-table';

export interface RuleSources {
  /** api/data/rules/requirements.csv */
  readonly requirements: RuleTable;
  /** api/data/rules/sub_domain_merges.csv */
  readonly subDomainMerges: RuleTable;
  /** api/data/rules/exemption_removals.csv */
  readonly exemptionRemovals: RuleTable;
  /** api/data/rules/own_balance_field_exclusions.csv */
  readonly ownBalanceFieldExclusions: RuleTable;
  /** Reference curriculum.csv (id, year_id, domain, sub_domain), in id order. */
  readonly curriculum: RuleTable;
  /** Reference years.csv (id, name, value); a blank value is the 졸업생 cohort. */
  readonly years: RuleTable;
}

const NOTE = ['note'];

export const RULE_TABLES = {
  requirements: {
    name: 'requirements',
    columns: [
      'rank',
      'target',
      'cohort_from',
      'cohort_to',
      'major_mode',
      'has_advanced',
      'second_department_id',
      'exemption',
      'value',
    ],
    optionalColumns: NOTE,
  },
  subDomainMerges: {
    name: 'sub_domain_merges',
    columns: ['cohort_from', 'cohort_to', 'sub_domain', 'merged_into'],
    optionalColumns: NOTE,
  },
  exemptionRemovals: {
    name: 'exemption_removals',
    columns: ['exemption', 'sub_domain'],
    optionalColumns: NOTE,
  },
  ownBalanceFieldExclusions: {
    name: 'own_balance_field_exclusions',
    columns: ['cohort_from', 'cohort_to', 'domain'],
    optionalColumns: NOTE,
  },
  curriculum: {
    name: 'curriculum',
    columns: ['year_id', 'domain', 'sub_domain'],
    optionalColumns: ['id'],
  },
  years: { name: 'years', columns: ['id', 'value'], optionalColumns: ['name'] },
} as const satisfies Record<keyof RuleSources, TableSpec>;

const EXEMPTION_CONDITIONS: readonly ExemptionCondition[] = [...EXEMPTIONS, 'NONE'];

function isDomainTarget(target: RequirementTarget): target is Domain {
  return (DOMAINS as readonly string[]).includes(target);
}

function requirementValue(row: TableRow, target: RequirementTarget): RequirementValue {
  if (row.text('value') === ALL_ITEMS) {
    if (!isDomainTarget(target))
      row.fail(`value ${ALL_ITEMS}은(는) ${DOMAINS.join(', ')}에만 쓸 수 있습니다`);
    return ALL_ITEMS;
  }
  const value = row.int('value');
  if (value < 0) row.fail(`value는 음수일 수 없습니다 (${value})`);
  return value;
}

function hasConditions(rule: RequirementRule): boolean {
  return (
    rule.cohort.from !== null ||
    rule.cohort.to !== null ||
    rule.majorMode !== null ||
    rule.hasAdvanced !== null ||
    rule.secondDepartmentId !== null ||
    rule.exemption !== null
  );
}

/**
 * Rows sorted by rank. Each target must end in a catch-all row (no conditions) so every member
 * gets a value, and nothing may follow it, since such a row could never apply.
 */
function parseRequirements(table: RuleTable): RequirementRule[] {
  const rows = readTable(RULE_TABLES.requirements, table).map((row) => {
    const target = row.oneOf(REQUIREMENT_TARGETS, 'target');
    const rule: RequirementRule = {
      rank: row.int('rank'),
      target,
      cohort: row.cohortRange(),
      majorMode: row.optionalOneOf(MAJOR_MODES, 'major_mode'),
      hasAdvanced: row.optionalBool('has_advanced'),
      secondDepartmentId: row.optionalInt('second_department_id'),
      exemption: row.optionalOneOf(EXEMPTION_CONDITIONS, 'exemption'),
      value: requirementValue(row, target),
    };
    return { row, rule };
  });
  rows.sort((a, b) => a.rule.rank - b.rule.rank);

  const ranks = new Set<number>();
  const catchAllRank = new Map<RequirementTarget, number>();
  for (const { row, rule } of rows) {
    if (ranks.has(rule.rank)) row.fail(`rank ${rule.rank}이(가) 두 번 쓰였습니다`);
    ranks.add(rule.rank);
    const shadowedBy = catchAllRank.get(rule.target);
    if (shadowedBy !== undefined) {
      row.fail(
        `적용될 수 없는 행입니다: rank ${shadowedBy} 행이 이미 모든 ${rule.target}에 적용됩니다`,
      );
    }
    if (!hasConditions(rule)) catchAllRank.set(rule.target, rule.rank);
  }
  const uncovered = REQUIREMENT_TARGETS.filter((target) => !catchAllRank.has(target));
  if (uncovered.length > 0) {
    throw new RuleSetError(
      `requirements: ${uncovered.join(', ')}의 기본 행(조건이 모두 빈 행)이 없습니다`,
    );
  }
  return rows.map(({ rule }) => rule);
}

function sameDomain(row: TableRow, subDomain: SubDomain, other: SubDomain): void {
  if (SUB_DOMAIN_DOMAIN[subDomain] !== SUB_DOMAIN_DOMAIN[other]) {
    row.fail(`${subDomain}와(과) ${other}은(는) 서로 다른 영역입니다`);
  }
}

function parseSubDomainMerges(table: RuleTable): SubDomainMerge[] {
  const rows = readTable(RULE_TABLES.subDomainMerges, table).map((row) => {
    const merge: SubDomainMerge = {
      cohort: row.cohortRange(),
      subDomain: row.oneOf(SUB_DOMAINS, 'sub_domain'),
      mergedInto: row.oneOf(SUB_DOMAINS, 'merged_into'),
    };
    if (merge.subDomain === merge.mergedInto)
      row.fail(`${merge.subDomain}을(를) 자기 자신에 합칠 수 없습니다`);
    sameDomain(row, merge.subDomain, merge.mergedInto);
    return { row, merge };
  });
  // A sub-domain is merged in one step, so its ranges must not overlap and no merge target
  // may itself be merged away in an overlapping range.
  rows.forEach(({ row, merge }, index) => {
    for (const { merge: earlier } of rows.slice(0, index)) {
      if (!rangesOverlap(merge.cohort, earlier.cohort)) continue;
      if (earlier.subDomain === merge.subDomain) {
        row.fail(`${merge.subDomain}은(는) 겹치는 학번 범위에서 이미 합쳐집니다`);
      }
      if (earlier.subDomain === merge.mergedInto || earlier.mergedInto === merge.subDomain) {
        row.fail('합치기를 이어서 할 수 없습니다: 마지막 세부 영역으로 바로 합쳐 주세요');
      }
    }
  });
  return rows.map(({ merge }) => merge);
}

function parseExemptionRemovals(table: RuleTable): ExemptionRemoval[] {
  const seen = new Set<string>();
  return readTable(RULE_TABLES.exemptionRemovals, table).map((row) => {
    const removal: ExemptionRemoval = {
      exemption: row.oneOf(EXEMPTIONS, 'exemption'),
      subDomain: row.oneOf(SUB_DOMAINS, 'sub_domain'),
    };
    const key = `${removal.exemption}:${removal.subDomain}`;
    if (seen.has(key))
      row.fail(`${removal.exemption}의 ${removal.subDomain} 제외가 두 번 있습니다`);
    seen.add(key);
    return removal;
  });
}

function parseOwnBalanceFieldExclusions(table: RuleTable): OwnBalanceFieldExclusion[] {
  return readTable(RULE_TABLES.ownBalanceFieldExclusions, table).map((row) => ({
    cohort: row.cohortRange(),
    domain: row.oneOf(DOMAINS, 'domain'),
  }));
}

/** Cohort per year id; the year without a value is the 졸업생 cohort (null). */
function parseYears(table: RuleTable): Map<number, number | null> {
  const cohortByYearId = new Map<number, number | null>();
  for (const row of readTable(RULE_TABLES.years, table)) {
    const id = row.int('id');
    if (cohortByYearId.has(id)) row.fail(`year id ${id}이(가) 두 번 쓰였습니다`);
    cohortByYearId.set(id, row.optionalInt('value'));
  }
  return cohortByYearId;
}

function parseCurriculum(
  table: RuleTable,
  cohortByYearId: ReadonlyMap<number, number | null>,
  merges: readonly SubDomainMerge[],
): CurriculumEntry[] {
  const seen = new Set<string>();
  return readTable(RULE_TABLES.curriculum, table).map((row) => {
    const yearId = row.int('year_id');
    const cohort = cohortByYearId.get(yearId);
    if (cohort === undefined) return row.fail(`year_id ${yearId}이(가) years에 없습니다`);
    const domain = row.oneOf(DOMAINS, 'domain');
    const subDomain = row.oneOf(SUB_DOMAINS, 'sub_domain');
    if (SUB_DOMAIN_DOMAIN[subDomain] !== domain)
      row.fail(`${subDomain}은(는) ${domain}에 속하지 않습니다`);
    const key = `${cohort}:${subDomain}`;
    if (seen.has(key)) row.fail(`${subDomain}이(가) year_id ${yearId}에 두 번 있습니다`);
    seen.add(key);
    // Courses are judged after merges, so a merged-away item could never be completed.
    const judgedAs = mergeSubDomain(subDomain, cohort, merges);
    if (judgedAs !== subDomain) {
      row.fail(
        `${subDomain}은(는) year_id ${yearId}에서 ${judgedAs}(으)로 판정됩니다 (sub_domain_merges)`,
      );
    }
    return { cohort, domain, subDomain };
  });
}

/** Parses and cross-checks all rule tables; throws RuleSetError naming the bad row. */
export function parseRuleSet(sources: RuleSources): RuleSet {
  const subDomainMerges = parseSubDomainMerges(sources.subDomainMerges);
  return {
    requirements: parseRequirements(sources.requirements),
    curriculum: parseCurriculum(sources.curriculum, parseYears(sources.years), subDomainMerges),
    subDomainMerges,
    exemptionRemovals: parseExemptionRemovals(sources.exemptionRemovals),
    ownBalanceFieldExclusions: parseOwnBalanceFieldExclusions(sources.ownBalanceFieldExclusions),
  };
}
