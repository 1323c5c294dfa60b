import type { Plan } from '@smunity/api-contract';
import {
  choicesOf,
  exclude,
  include,
  pinTo,
  runningCredits,
  termLabel,
  termsFrom,
  toQuery,
  unpin,
  withUntil,
  type PlanChoices,
} from './draft';
import { BASIS } from '../../testing/planAnswers';
import { koreanIntl } from '../../testing/intl';

const CHOICES: PlanChoices = {
  until: '2027-2',
  maxCredits: 18,
  pins: [{ number: 'HAEA0010', term: '2027-1' }],
  excluded: ['HALR1050'],
};

describe('planner choices', () => {
  it('builds GET /plan query parameters', () => {
    expect(toQuery(CHOICES)).toEqual({
      until: '2027-2',
      maxCredits: 18,
      pins: 'HAEA0010@2027-1',
      excluded: 'HALR1050',
    });
    expect(
      toQuery({ ...CHOICES, until: null, pins: [{ number: 'A', term: null }], excluded: [] }),
    ).toEqual({
      maxCredits: 18,
      pins: 'A',
      excluded: '',
    });
  });

  it('moves a course by pinning it to the target semester', () => {
    expect(pinTo(CHOICES, 'HAEA0010', '2026-2').pins).toEqual([
      { number: 'HAEA0010', term: '2026-2' },
    ]);
    expect(pinTo(CHOICES, 'HALR1050', '2026-1')).toEqual({
      ...CHOICES,
      pins: [...CHOICES.pins, { number: 'HALR1050', term: '2026-1' }],
      excluded: [],
    });
  });

  it('unpins, excludes (dropping the pin) and includes again', () => {
    expect(unpin(CHOICES, 'HAEA0010').pins).toEqual([]);
    const excluded = exclude(CHOICES, 'HAEA0010');
    expect(excluded.pins).toEqual([]);
    expect(excluded.excluded).toEqual(['HALR1050', 'HAEA0010']);
    expect(include(excluded, 'HALR1050').excluded).toEqual(['HAEA0010']);
    expect(exclude(CHOICES, 'HALR1050').excluded).toEqual(['HALR1050']);
  });

  it('drops pins after a new 졸업 학기', () => {
    const choices = { ...CHOICES, pins: [...CHOICES.pins, { number: 'B', term: null }] };
    expect(withUntil(choices, '2026-2')).toEqual({
      ...choices,
      until: '2026-2',
      pins: [{ number: 'B', term: null }],
    });
    expect(withUntil(choices, '2027-1').pins).toEqual(choices.pins);
  });

  it('names and lists semesters', () => {
    expect(termLabel(koreanIntl, '2026-1')).toBe('2026년 1학기');
    expect(termsFrom('2026-2', 4)).toEqual(['2026-2', '2027-1', '2027-2', '2028-1']);
  });

  it('reads choices and running totals from a plan', () => {
    const plan = {
      ...CHOICES,
      until: '2026-2',
      saved: true,
      rebased: null,
      inProgress: { term: '2025-2', courses: [], dropped: null },
      semesters: [
        { year: 2026, semester: '1학기', term: '2026-1', credits: 18, courses: [] },
        { year: 2026, semester: '2학기', term: '2026-2', credits: 12, courses: [] },
      ],
      unmet: [],
      feasible: true,
      progress: [],
      basis: BASIS,
    } satisfies Plan;
    expect(choicesOf(plan)).toEqual({ ...CHOICES, until: '2026-2' });
    expect(runningCredits(plan)).toEqual([18, 30]);
  });
});
