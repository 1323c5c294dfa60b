import { koreanIntl } from '../../testing/intl';
import {
  categoriesOf,
  creditVerdict,
  domainUnit,
  domainVerdict,
  isApplicable,
} from './requirements';

const status = (total: number, completed: number) => ({
  total,
  completed,
  required: Math.max(0, total - completed),
  completion: 0,
});

describe('result requirements', () => {
  it('shows 전공심화/전공선택 to a single major and 1전공/다전공 to a double major', () => {
    expect(categoriesOf(false)).toEqual(['MAJOR_ADVANCED', 'MAJOR_OPTIONAL', 'CULTURE']);
    expect(categoriesOf(true)).toEqual(['FIRST_MAJOR', 'SECOND_MAJOR', 'CULTURE']);
  });

  it('says how many credits are missing, or that the credits are enough', () => {
    expect(creditVerdict(koreanIntl, false, status(15, 9))).toEqual({
      met: false,
      text: '6 학점이 부족합니다.',
    });
    expect(creditVerdict(koreanIntl, true, status(15, 18))).toEqual({
      met: true,
      text: '기준 학점을 만족했습니다.',
    });
  });

  it('speaks of required courses for 기초교양 and of areas for the other domains', () => {
    expect(domainVerdict(koreanIntl, 'BASIC', true).text).toBe('필수과목 조건을 만족했습니다.');
    expect(domainVerdict(koreanIntl, 'BASIC', false).text).toBe('필수과목이 부족합니다.');
    expect(domainVerdict(koreanIntl, 'CORE', true).text).toBe('선택영역 조건을 만족했습니다.');
    expect(domainVerdict(koreanIntl, 'BALANCE', false).text).toBe('선택영역이 부족합니다.');
    expect([domainUnit('BASIC'), domainUnit('CORE'), domainUnit('BALANCE')]).toEqual([
      'courses',
      'areas',
      'areas',
    ]);
  });

  it('hides only requirements of 0', () => {
    expect(isApplicable(status(0, 3))).toBe(false);
    expect(isApplicable(status(3, 0))).toBe(true);
  });
});
