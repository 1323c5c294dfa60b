import { creditFigures, domainFigures } from './RequirementCard';

describe('a requirement’s figures', () => {
  it('show what is missing in red, and nothing missing not in red beside a green verdict', () => {
    expect(creditFigures({ total: 15, completed: 12, required: 3 }).at(-1)).toEqual({
      label: '필요 학점',
      value: 3,
      emphasis: true,
    });
    expect(creditFigures({ total: 15, completed: 15, required: 0 }).at(-1)?.emphasis).toBe(false);
    expect(domainFigures('과목', { total: 3, completed: 3, required: 0 }).at(-1)).toEqual({
      label: '필요 과목',
      value: 0,
      unit: '개',
      emphasis: false,
    });
  });
});
