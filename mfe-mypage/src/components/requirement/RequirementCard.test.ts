import { koreanIntl } from '../../testing/intl';
import { creditFigures, domainFigures } from './RequirementCard';

describe('a requirement’s figures', () => {
  it('show what is missing in red, and nothing missing not in red beside a green verdict', () => {
    expect(creditFigures(koreanIntl, { total: 15, completed: 12, required: 3 }).at(-1)).toEqual({
      label: '필요 학점',
      value: 3,
      emphasis: true,
    });
    expect(
      creditFigures(koreanIntl, { total: 15, completed: 15, required: 0 }).at(-1)?.emphasis,
    ).toBe(false);
    expect(domainFigures(koreanIntl, 'courses', { total: 3, completed: 3, required: 0 })).toEqual([
      { label: '기준 과목', value: 3, counted: true },
      { label: '이수 과목', value: 3, counted: true },
      { label: '필요 과목', value: 0, counted: true, emphasis: false },
    ]);
    expect(
      domainFigures(koreanIntl, 'areas', { total: 3, completed: 1, required: 2 }).map(
        (figure) => figure.label,
      ),
    ).toEqual(['기준 영역', '이수 영역', '필요 영역']);
  });
});
