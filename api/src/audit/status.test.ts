import { requirementResult } from './status';

describe('requirementResult', () => {
  const cases: [
    total: number,
    completed: number,
    met: boolean,
    required: number,
    completion: number,
  ][] = [
    [130, 0, false, 130, 0],
    [130, 85, false, 45, 65], // 65.38… floors to 65
    [130, 129, false, 1, 99], // 99.23… never rounds up to 100
    [130, 130, true, 0, 100],
    [130, 165, true, 0, 100], // capped at 100, required never negative
    [60, 50, false, 10, 83],
    [3, 5, true, 0, 100], // more items than required
    [0, 0, true, 0, 100], // an empty requirement is complete
    [0, 7, true, 0, 100],
  ];
  test.each(cases)('total %i, completed %i', (total, completed, met, required, completion) => {
    expect(requirementResult(total, completed)).toEqual({
      completed: met,
      status: { total, completed, required, completion },
    });
  });
});
