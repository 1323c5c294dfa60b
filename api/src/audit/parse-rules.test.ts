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
      'requirements: 알 수 없는 열이 있습니다: valeu',
    ],
    [
      'missing CSV column',
      { exemptionRemovals: 'exemption\nFOREIGN\n' },
      'exemption_removals: 빠진 열이 있습니다: sub_domain',
    ],
    [
      'broken CSV',
      { subDomainMerges: 'cohort_from,cohort_to,sub_domain,merged_into\n"2024,,A,B\n' },
      'sub_domain_merges: CSV 형식이 올바르지 않습니다',
    ],
    [
      'a target without a catch-all row',
      replaceText('requirements', '110,ETC,,,,,,,0,일반 (기준 없음)\n', ''),
      'requirements: ETC의 기본 행(조건이 모두 빈 행)이 없습니다',
    ],
    [
      'a row after the catch-all (it could never apply)',
      appendRow('requirements', '190,CULTURE,2026,,,,,,36,'),
      'requirements 19행: 적용될 수 없는 행입니다: rank 100 행이 이미 모든 CULTURE에 적용됩니다',
    ],
    [
      'a rank used twice',
      appendRow('requirements', '20,MAJOR_ADVANCED,,,,false,,,0,'),
      'requirements 19행: rank 20이(가) 두 번 쓰였습니다',
    ],
    [
      'ALL for a credit target',
      replaceText('requirements', '10,TOTAL,,,,,,,130', '10,TOTAL,,,,,,,ALL'),
      'requirements 1행: value ALL은(는) BASIC, CORE, BALANCE에만 쓸 수 있습니다',
    ],
    [
      'a negative value',
      replaceText('requirements', '100,CULTURE,,,,,,,33', '100,CULTURE,,,,,,,-33'),
      'requirements 10행: value는 음수일 수 없습니다 (-33)',
    ],
    [
      'an unknown target',
      replaceText('requirements', '110,ETC,', '110,OTHER,'),
      'requirements 11행: "target" 열의 값 "OTHER"은(는) TOTAL, MAJOR_ADVANCED',
    ],
    [
      'a bad boolean',
      replaceText('requirements', '20,MAJOR_ADVANCED,,,,true,', '20,MAJOR_ADVANCED,,,,yes,'),
      'requirements 2행: "has_advanced" 열의 값 "yes"은(는) true, false 또는 빈 칸이 아닙니다',
    ],
    [
      'a cohort that is not a number',
      replaceText('requirements', '60,FIRST_MAJOR,2023,', '60,FIRST_MAJOR,2023학번,'),
      'requirements 6행: "cohort_from" 열의 값 "2023학번"은(는) 정수가 아닙니다',
    ],
    [
      'an inverted cohort range',
      replaceText('requirements', '40,MAJOR_OPTIONAL,,2022,', '40,MAJOR_OPTIONAL,2030,2022,'),
      'requirements 4행: cohort_from 2030이(가) cohort_to 2022보다 큽니다',
    ],
    [
      'NONE as a removal exemption',
      appendRow('exemptionRemovals', 'NONE,BASIC_ACCIDENT,'),
      'exemption_removals 5행: "exemption" 열의 값 "NONE"은(는) FOREIGN, DISABLED, TRANSFER 중 하나가 아닙니다',
    ],
    [
      'a removal listed twice',
      appendRow('exemptionRemovals', 'DISABLED,BASIC_ENG_MATH,'),
      'exemption_removals 5행: DISABLED의 BASIC_ENG_MATH 제외가 두 번 있습니다',
    ],
    [
      'overlapping merges of one sub-domain',
      appendRow('subDomainMerges', '2030,,BALANCE_NATURAL,BALANCE_BRIDGE,'),
      'sub_domain_merges 3행: BALANCE_NATURAL은(는) 겹치는 학번 범위에서 이미 합쳐집니다',
    ],
    [
      'chained merges',
      appendRow('subDomainMerges', ',,BALANCE_NATURAL_ENGINEER,BALANCE_ART,'),
      'sub_domain_merges 3행: 합치기를 이어서 할 수 없습니다',
    ],
    [
      'a merge across domains',
      appendRow('subDomainMerges', ',,BASIC_ACCIDENT,CORE_ETHICAL,'),
      'sub_domain_merges 3행: BASIC_ACCIDENT와(과) CORE_ETHICAL은(는) 서로 다른 영역입니다',
    ],
    [
      'a merge into itself',
      appendRow('subDomainMerges', ',,BALANCE_ART,BALANCE_ART,'),
      'sub_domain_merges 3행: BALANCE_ART을(를) 자기 자신에 합칠 수 없습니다',
    ],
    [
      'a curriculum year that does not exist',
      appendRow('curriculum', '131,11,BASIC,BASIC_ACCIDENT'),
      'curriculum 131행: year_id 11이(가) years에 없습니다',
    ],
    [
      'a sub-domain under the wrong domain',
      appendRow('curriculum', '131,10,CORE,BASIC_ACCIDENT'),
      'curriculum 131행: BASIC_ACCIDENT은(는) CORE에 속하지 않습니다',
    ],
    [
      'a curriculum item listed twice',
      appendRow('curriculum', '131,10,BASIC,BASIC_ACCIDENT'),
      'curriculum 131행: BASIC_ACCIDENT이(가) year_id 10에 두 번 있습니다',
    ],
    [
      'a curriculum item merged away for its cohort (it could never be completed)',
      appendRow('curriculum', '131,10,BALANCE,BALANCE_NATURAL'),
      'curriculum 131행: BALANCE_NATURAL은(는) year_id 10에서 BALANCE_NATURAL_ENGINEER(으)로 판정됩니다',
    ],
    [
      'a year id used twice',
      appendRow('years', '10,2026,2026'),
      'years 11행: year id 10이(가) 두 번 쓰였습니다',
    ],
    [
      'a record without a column',
      { exemptionRemovals: [{ exemption: 'FOREIGN' }] },
      'exemption_removals 1행: 빠진 열이 있습니다: sub_domain',
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
