import {
  CATEGORIES,
  CATEGORY_LABEL,
  DOMAINS,
  EXEMPTIONS,
  GRADES,
  SEMESTERS,
  SKIP_REASONS,
  SUB_DOMAINS,
} from './audit';
import { auditMessages } from './audit/messages';
import {
  ENGLISH_CATEGORY_LABEL,
  ENGLISH_DISPLAY_TEXTS,
  ENGLISH_DOMAIN_LABEL,
  ENGLISH_EXEMPTION_LABEL,
  ENGLISH_GRADE_LABEL,
  ENGLISH_SEMESTER_LABEL,
  ENGLISH_SKIP_REASON_LABEL,
  ENGLISH_SUB_DOMAIN_LABEL,
  englishText,
} from './display-en';
import { cohortFallbackNotice, timetableAgeNotice } from './modules/courses/basis';
import { droppedNotice } from './modules/plan/in-progress';
import { OFFERING_SEMESTER_NAMES, USUAL_SEMESTERS } from './modules/offerings/semesters';
import { PLACEHOLDER_KINDS, placeholderCourse } from './planner/placeholders';
import { termLabel } from './planner/terms';
import { placeholdersOf } from './text-catalog';
import { koreanLeftIn } from './testing';

/** The portal's 이수구분 codes an English sentence names as they are (data, not words). */
const PORTAL_CODES = ['2전심', '2전선', '1교직', '일선'];

/** `korean` in English, with no Korean left but `kept` (a course's name, a portal code). */
function expectEnglish(korean: string, kept: readonly string[] = []) {
  const english = englishText(korean);
  expect(english).not.toBe(korean);
  expect(koreanLeftIn(english, { fragments: [...kept, ...PORTAL_CODES] })).toEqual([]);
  return english;
}

describe('the English display texts', () => {
  it.each([
    ['categories', CATEGORIES, ENGLISH_CATEGORY_LABEL],
    ['domains', DOMAINS, ENGLISH_DOMAIN_LABEL],
    ['sub-domains', SUB_DOMAINS, ENGLISH_SUB_DOMAIN_LABEL],
    ['exemptions', EXEMPTIONS, ENGLISH_EXEMPTION_LABEL],
    ['학년', GRADES, ENGLISH_GRADE_LABEL],
    ['학기', SEMESTERS, ENGLISH_SEMESTER_LABEL],
    ['skip reasons', SKIP_REASONS, ENGLISH_SKIP_REASON_LABEL],
  ] as const)('name every one of the %s, in English', (_, values, labels) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const value of values) {
      const english = (labels as Record<string, string>)[value];
      expect(english?.trim()).toBeTruthy();
      expect(koreanLeftIn(english)).toEqual([]);
    }
  });

  it('give every Korean text an English one with the same placeholders', () => {
    for (const [korean, english] of Object.entries(ENGLISH_DISPLAY_TEXTS)) {
      expect({ korean, english: english.trim() }).not.toEqual({ korean, english: '' });
      expect({ korean, placeholders: placeholdersOf(english) }).toEqual({
        korean,
        placeholders: placeholdersOf(korean),
      });
      expect(koreanLeftIn(english, { fragments: PORTAL_CODES })).toEqual([]);
    }
  });

  it('translate the labels the api sends as text, and the semester words', () => {
    expect(englishText(CATEGORY_LABEL.MAJOR_OPTIONAL)).toBe('major elective');
    expect(englishText('균형(자연/공학)')).toBe('breadth (natural sciences/engineering)');
    expect(englishText('해당없음')).toBe('none');
    expect(englishText('졸업 학점')).toBe('graduation credits');
    for (const semester of [...OFFERING_SEMESTER_NAMES, ...USUAL_SEMESTERS]) {
      expectEnglish(semester);
    }
    expect(englishText(termLabel({ year: 2026, semester: 'FIRST' }))).toBe('1st semester 2026');
  });

  it('translate every explanation of the ledger, for every value it names', () => {
    const kept = {
      year: '2022',
      semester: '2학기',
      name: '알고리즘과게임콘텐츠',
      number: 'HAEA0010',
    };
    const sentences = [
      auditMessages.failedGrade(),
      auditMessages.invalidCredit(-1),
      auditMessages.secondMajorTypeWithoutSecondMajor(),
      auditMessages.otherTypeIsEtc('일선'),
      auditMessages.teachingCourseOfDoubleMajor(),
      auditMessages.ownBalanceField(),
      auditMessages.cultureWithoutSubDomain(),
      ...[2019, null].map((cohort) => auditMessages.notInCurriculum(cohort)),
      ...CATEGORIES.map((category) => auditMessages.countedInCategory(category)),
      ...SUB_DOMAINS.map((subDomain) => auditMessages.requiredItem(subDomain)),
      ...EXEMPTIONS.map((exemption) => auditMessages.exempted(exemption)),
      ...[2024, null].map((cohort) =>
        auditMessages.subDomainMerged('BALANCE_NATURAL', 'BALANCE_NATURAL_ENGINEER', cohort),
      ),
    ];
    for (const sentence of sentences) expectEnglish(sentence);

    // A course's name is data, even where it is also a sub-domain's name.
    const duplicate = auditMessages.duplicateNumber({
      ...kept,
      type: '교필',
      domain: '알고리즘과게임콘텐츠',
      credit: 2,
    });
    expect(expectEnglish(duplicate, [kept.name])).toBe(
      'Left out as a duplicate: a course with the same course number counted first: 알고리즘과게임콘텐츠 (HAEA0010), 2nd semester 2022',
    );
    expect(
      englishText(
        auditMessages.subDomainMerged('BALANCE_NATURAL', 'BALANCE_NATURAL_ENGINEER', null),
      ),
    ).toBe(
      'The curriculum of students who entered before 2017 counts the breadth (natural sciences) area as the breadth (natural sciences/engineering) area.',
    );
  });

  it('translate the check basis’ notices and the plan’s texts made outside a request', () => {
    expectEnglish(cohortFallbackNotice(2026, 2025)!);
    expect(
      expectEnglish(
        timetableAgeNotice([{ year: 2024, semester: 'FIRST' }], {
          year: 2026,
          semester: 'SECOND',
        })!,
      ),
    ).toBe(
      'The semesters a course is offered in are known from the timetables up to the 1st semester 2024.',
    );
    for (const kind of PLACEHOLDER_KINDS) expectEnglish(placeholderCourse(kind, 1, 3).name);
    const catalog = new Map([['HAEA0010', { name: '알고리즘' }]]);
    const dropped = droppedNotice(
      [
        { number: 'HAEA0010', year: 2026, semester: 'FIRST' },
        { number: 'HAFL0012', year: 2026, semester: 'SECOND' },
      ],
      catalog as never,
    )!;
    expect(expectEnglish(dropped, ['알고리즘'])).toBe(
      'The courses added as taking a past semester (1st semester 2026, 2nd semester 2026) were left out: 알고리즘, HAFL0012. Update your completed courses and they count as completed.',
    );
  });

  it('send a text it does not know (a name from the data) as it is', () => {
    expect(englishText('컴퓨터과학전공')).toBe('컴퓨터과학전공');
  });
});
