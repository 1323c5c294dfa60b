/**
 * The real rule files (api/data/rules) and reference CSVs (api/data/reference, or the shared
 * originals), and the promise that rules are data: a new cohort needs no code change.
 */
import { parse } from 'csv-parse/sync';
import { auditGraduation } from './audit';
import type { RuleSources } from './parse-rules';
import { parseRuleSet } from './parse-rules';
import type { RuleCell, RuleRow } from './rule-table';
import { course, loadRuleSources, member } from './testing';

const sources = loadRuleSources();

test('the real files parse into the expected rule set', () => {
  const rules = parseRuleSet(sources);
  expect(rules.requirements).toHaveLength(18);
  expect(rules.requirements.map((rule) => rule.rank)).toEqual(
    Array.from({ length: 18 }, (_, i) => (i + 1) * 10),
  );
  expect(rules.curriculum).toHaveLength(130);
  const cohorts = [...new Set(rules.curriculum.map((entry) => entry.cohort))];
  expect(cohorts).toEqual([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
  expect(rules.subDomainMerges).toEqual([
    {
      cohort: { from: 2024, to: null },
      subDomain: 'BALANCE_NATURAL',
      mergedInto: 'BALANCE_NATURAL_ENGINEER',
    },
    {
      cohort: { from: 2024, to: null },
      subDomain: 'BALANCE_ENGINEER',
      mergedInto: 'BALANCE_NATURAL_ENGINEER',
    },
  ]);
  expect(rules.exemptionRemovals).toEqual([
    { exemption: 'FOREIGN', subDomain: 'BASIC_COMPUTER' },
    { exemption: 'FOREIGN', subDomain: 'BASIC_COMPUTER_1' },
    { exemption: 'FOREIGN', subDomain: 'BASIC_COMPUTER_2' },
    { exemption: 'DISABLED', subDomain: 'BASIC_ENG_MATH' },
  ]);
  expect(rules.ownBalanceFieldExclusions).toEqual([
    { cohort: { from: null, to: null }, domain: 'BALANCE' },
  ]);
});

/** What a database would hand back: typed cells, NULL for blanks, no `note` column. */
function asDatabaseRows(text: string): RuleRow[] {
  const typed = (cell: string): RuleCell => {
    if (cell === '') return null;
    if (/^-?\d+$/.test(cell)) return Number(cell);
    if (cell === 'true' || cell === 'false') return cell === 'true';
    return cell;
  };
  const records: Record<string, string>[] = parse(text, { columns: true, bom: true });
  return records.map(({ note: _note, ...cells }) =>
    Object.fromEntries(Object.entries(cells).map(([column, cell]) => [column, typed(cell)])),
  );
}

test('database rows (typed cells, NULLs) give the same rule set as the CSV text', () => {
  const asRows = Object.fromEntries(
    Object.entries(sources).map(([table, text]) => [table, asDatabaseRows(text as string)]),
  ) as unknown as RuleSources;
  expect(parseRuleSet(asRows)).toEqual(parseRuleSet(sources));
});

describe('a new cohort is a data change only', () => {
  const courses = [course('HALR1032', '교필', 3, { domain: '사고와표현' })];
  const auditCohort = (cohortYear: number, rules: RuleSources) =>
    auditGraduation({ member: member({ cohortYear }), courses, rules: parseRuleSet(rules) });

  const basic2026 = ['BASIC_ACCIDENT', 'BASIC_ENG_MATH', 'BASIC_COMPUTER_1']
    .map((subDomain, i) => `${131 + i},11,BASIC,${subDomain}`)
    .join('\n');
  const sourcesWith2026: RuleSources = {
    ...sources,
    years: `${(sources.years as string).trimEnd()}\n11,2026,2026\n`,
    curriculum: `${(sources.curriculum as string).trimEnd()}\n${basic2026}\n`,
    // Ranked before the catch-all CULTURE row (100) it overrides.
    requirements: (sources.requirements as string).replace(
      '100,CULTURE,',
      '95,CULTURE,2026,,,,,,36,2026학번 교양\n100,CULTURE,',
    ),
  };

  test('without rows for 2026: the open-ended ranges apply and there are no items yet', () => {
    const result = auditCohort(2026, sources);
    expect(result.categories.CULTURE.status.total).toBe(33);
    expect(result.categories.MAJOR_OPTIONAL.status.total).toBe(60);
    expect(result.domains.BASIC.status).toEqual({
      total: 0,
      completed: 0,
      required: 0,
      completion: 100,
    });
  });

  test('adding its year, curriculum and a culture-credit row changes the outcome', () => {
    const result = auditCohort(2026, sourcesWith2026);
    expect(result.categories.CULTURE.status).toEqual({
      total: 36,
      completed: 3,
      required: 33,
      completion: 8,
    });
    expect(result.domains.BASIC.status).toEqual({
      total: 3,
      completed: 1,
      required: 2,
      completion: 33,
    });
    expect(result.domains.BASIC.items.map((item) => item.subDomain)).toEqual([
      'BASIC_ACCIDENT',
      'BASIC_ENG_MATH',
      'BASIC_COMPUTER_1',
    ]);
  });

  test('the other cohorts keep their rules', () => {
    const result = auditCohort(2025, sourcesWith2026);
    expect(result.categories.CULTURE.status.total).toBe(33);
    expect(result.domains.BASIC.status.total).toBe(4);
  });
});

test('major_mode and exemption NONE conditions (unused by today’s data) select rows too', () => {
  const requirements = (sources.requirements as string)
    .replace('100,CULTURE,', '95,CULTURE,,,DOUBLE,,,,30,다전공 교양\n100,CULTURE,')
    .replace('150,CORE,', '145,CORE,,,,,,NONE,3,면제 없음\n150,CORE,');
  const rules = parseRuleSet({ ...sources, requirements });
  const run = (overrides: Parameters<typeof member>[0]) =>
    auditGraduation({ member: member(overrides), courses: [], rules });

  expect(run({}).categories.CULTURE.status.total).toBe(33);
  expect(run({ secondDepartment: { id: 14 } }).categories.CULTURE.status.total).toBe(30);
  expect(run({}).domains.CORE.status.total).toBe(3);
  expect(run({ exemption: 'FOREIGN' }).domains.CORE.status.total).toBe(2);
  expect(run({ exemption: 'TRANSFER' }).domains.CORE.status.total).toBe(0);
});
