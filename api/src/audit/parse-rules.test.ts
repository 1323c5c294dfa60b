import type { RuleSources } from './parse-rules';
import { parseRuleSet } from './parse-rules';
import { RuleSetError } from './rule-table';
import { loadRuleSources } from './testing';

const realSources = loadRuleSources();

type TableName = keyof RuleSources;
const csv = (table: TableName): string => {
  const text = realSources[table];
  if (typeof text !== 'string') throw new Error('fixtures load CSV text');
  return text;
};
const appendRow = (table: TableName, row: string) => ({
  [table]: `${csv(table).trimEnd()}\n${row}\n`,
});
const replaceText = (table: TableName, from: string, to: string) => {
  if (!csv(table).includes(from)) throw new Error(`${table} has no "${from}"`);
  return { [table]: csv(table).replace(from, to) };
};

describe('parseRuleSet rejects unusable rule data, naming the row', () => {
  const cases: [string, Partial<RuleSources>, string][] = [
    [
      'unknown CSV column',
      replaceText('requirements', ',value,', ',valeu,'),
      'requirements: unknown column(s) valeu',
    ],
    [
      'missing CSV column',
      { exemptionRemovals: 'exemption\nFOREIGN\n' },
      'exemption_removals: missing column(s) sub_domain',
    ],
    [
      'broken CSV',
      { subDomainMerges: 'cohort_from,cohort_to,sub_domain,merged_into\n"2024,,A,B\n' },
      'sub_domain_merges: not valid CSV',
    ],
    [
      'a target without a catch-all row',
      replaceText('requirements', '110,ETC,,,,,,,0,일반 (기준 없음)\n', ''),
      'requirements: no catch-all row (all conditions empty) for ETC',
    ],
    [
      'a row after the catch-all (it could never apply)',
      appendRow('requirements', '190,CULTURE,2026,,,,,,36,'),
      'requirements row 19: can never apply: the row ranked 100 already applies to every CULTURE',
    ],
    [
      'a rank used twice',
      appendRow('requirements', '20,MAJOR_ADVANCED,,,,false,,,0,'),
      'requirements row 19: rank 20 is used twice',
    ],
    [
      'ALL for a credit target',
      replaceText('requirements', '10,TOTAL,,,,,,,130', '10,TOTAL,,,,,,,ALL'),
      'requirements row 1: value ALL is only allowed for BASIC, CORE, BALANCE',
    ],
    [
      'a negative value',
      replaceText('requirements', '100,CULTURE,,,,,,,33', '100,CULTURE,,,,,,,-33'),
      'requirements row 10: value must not be negative, got -33',
    ],
    [
      'an unknown target',
      replaceText('requirements', '110,ETC,', '110,OTHER,'),
      'requirements row 11: column "target" must be one of TOTAL, MAJOR_ADVANCED',
    ],
    [
      'a bad boolean',
      replaceText('requirements', '20,MAJOR_ADVANCED,,,,true,', '20,MAJOR_ADVANCED,,,,yes,'),
      'requirements row 2: column "has_advanced" must be true, false or empty, got "yes"',
    ],
    [
      'a cohort that is not a number',
      replaceText('requirements', '60,FIRST_MAJOR,2023,', '60,FIRST_MAJOR,2023학번,'),
      'requirements row 6: column "cohort_from" must be an integer, got "2023학번"',
    ],
    [
      'an inverted cohort range',
      replaceText('requirements', '40,MAJOR_OPTIONAL,,2022,', '40,MAJOR_OPTIONAL,2030,2022,'),
      'requirements row 4: cohort_from 2030 is after cohort_to 2022',
    ],
    [
      'NONE as a removal exemption',
      appendRow('exemptionRemovals', 'NONE,BASIC_ACCIDENT,'),
      'exemption_removals row 5: column "exemption" must be one of FOREIGN, DISABLED, TRANSFER, got "NONE"',
    ],
    [
      'a removal listed twice',
      appendRow('exemptionRemovals', 'DISABLED,BASIC_ENG_MATH,'),
      'exemption_removals row 5: DISABLED removes BASIC_ENG_MATH twice',
    ],
    [
      'overlapping merges of one sub-domain',
      appendRow('subDomainMerges', '2030,,BALANCE_NATURAL,BALANCE_BRIDGE,'),
      'sub_domain_merges row 3: BALANCE_NATURAL is already merged for an overlapping cohort range',
    ],
    [
      'chained merges',
      appendRow('subDomainMerges', ',,BALANCE_NATURAL_ENGINEER,BALANCE_ART,'),
      'sub_domain_merges row 3: merges must not chain',
    ],
    [
      'a merge across domains',
      appendRow('subDomainMerges', ',,BASIC_ACCIDENT,CORE_ETHICAL,'),
      'sub_domain_merges row 3: BASIC_ACCIDENT and CORE_ETHICAL belong to different domains',
    ],
    [
      'a merge into itself',
      appendRow('subDomainMerges', ',,BALANCE_ART,BALANCE_ART,'),
      'sub_domain_merges row 3: BALANCE_ART is merged into itself',
    ],
    [
      'a curriculum year that does not exist',
      appendRow('curriculum', '131,11,BASIC,BASIC_ACCIDENT'),
      'curriculum row 131: year_id 11 is not in years',
    ],
    [
      'a sub-domain under the wrong domain',
      appendRow('curriculum', '131,10,CORE,BASIC_ACCIDENT'),
      'curriculum row 131: BASIC_ACCIDENT is not part of CORE',
    ],
    [
      'a curriculum item listed twice',
      appendRow('curriculum', '131,10,BASIC,BASIC_ACCIDENT'),
      'curriculum row 131: BASIC_ACCIDENT is listed twice for year_id 10',
    ],
    [
      'a curriculum item merged away for its cohort (it could never be completed)',
      appendRow('curriculum', '131,10,BALANCE,BALANCE_NATURAL'),
      'curriculum row 131: BALANCE_NATURAL is judged as BALANCE_NATURAL_ENGINEER for year_id 10',
    ],
    [
      'a year id used twice',
      appendRow('years', '10,2026,2026'),
      'years row 11: year id 10 is used twice',
    ],
    [
      'a record without a column',
      { exemptionRemovals: [{ exemption: 'FOREIGN' }] },
      'exemption_removals row 1: missing column(s) sub_domain',
    ],
  ];
  test.each(cases)('%s', (_name, change, message) => {
    const parse = () => parseRuleSet({ ...realSources, ...change });
    expect(parse).toThrow(RuleSetError);
    expect(parse).toThrow(message);
  });
});

test('the ranks decide the order, not the row order', () => {
  const lines = csv('requirements').trimEnd().split('\n');
  const [header = '', ...rows] = lines;
  const shuffled = [header, ...rows.reverse()].join('\n');
  expect(parseRuleSet({ ...realSources, requirements: shuffled })).toEqual(
    parseRuleSet(realSources),
  );
});
