import type { OfferingTermCode } from '../../db/enums';
import { semesterNameOf, usualSemester, type OfferedTerm } from './semesters';

const terms = (...entries: [number, OfferingTermCode][]): OfferedTerm[] =>
  entries.map(([year, code]) => ({ year, code }));

describe('semesterNameOf', () => {
  it.each<[OfferingTermCode, string]>([
    ['10', '1학기'],
    ['11', '여름학기'],
    ['12', '여름학기'],
    ['13', '여름학기'],
    ['20', '2학기'],
    ['21', '겨울학기'],
    ['22', '겨울학기'],
    ['23', '겨울학기'],
  ])('%s → %s', (code, name) => {
    expect(semesterNameOf(code)).toBe(name);
  });
});

describe('usualSemester', () => {
  it.each<[string, OfferedTerm[], ReturnType<typeof usualSemester>]>([
    ['never offered', [], null],
    ['only in seasonal sessions', terms([2019, '11'], [2020, '21']), null],
    ['every 1학기', terms([2021, '10'], [2022, '10'], [2023, '10']), '1학기'],
    ['every 2학기', terms([2018, '20'], [2019, '20']), '2학기'],
    [
      'both semesters every year',
      terms([2022, '10'], [2022, '20'], [2023, '10'], [2023, '20']),
      '매학기',
    ],
    ['the rarer semester half as often', terms([2021, '10'], [2022, '10'], [2022, '20']), '매학기'],
    [
      '2학기 once in four 1학기 years',
      terms([2020, '10'], [2021, '10'], [2022, '10'], [2023, '10'], [2023, '20']),
      '1학기',
    ],
    [
      'moved from 1학기 to 2학기: only the last four years count',
      terms(
        [2017, '10'],
        [2018, '10'],
        [2019, '10'],
        [2020, '10'],
        [2021, '20'],
        [2022, '20'],
        [2023, '20'],
      ),
      '2학기',
    ],
    [
      'seasonal sessions beside 1학기 do not make it 매학기',
      terms([2022, '10'], [2022, '21'], [2023, '10']),
      '1학기',
    ],
  ])('%s', (_, offered, usual) => {
    expect(usualSemester(offered)).toBe(usual);
  });
});
