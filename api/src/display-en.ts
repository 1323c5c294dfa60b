// The English of the display texts the api sends as data (issue 40, ADR 0063): the audit's
// labels and explanations, the check basis, the plan's notices. The api makes them in Korean
// (the audit cache and the shared snapshots hold them so); a response to an English request is
// translated when it is sent, by the enum a label stands for or, for a sentence, by its Korean
// text. One English term per domain word (docs/domain.md §11); course and department names stay.
import {
  CATEGORY_LABEL,
  DOMAIN_LABEL,
  EXEMPTION_LABEL,
  GRADE_LABEL,
  NO_EXEMPTION_LABEL,
  SEMESTER_LABEL,
  SKIP_REASON_LABEL,
  SUB_DOMAIN_LABEL,
  type Category,
  type Domain,
  type Exemption,
  type Grade,
  type Semester,
  type SkipReason,
  type SubDomain,
} from './audit';
import { textCatalog } from './text-catalog';

export const ENGLISH_CATEGORY_LABEL: Readonly<Record<Category, string>> = {
  MAJOR_ADVANCED: 'advanced major',
  MAJOR_OPTIONAL: 'major elective',
  FIRST_MAJOR: 'first major',
  SECOND_MAJOR: 'second major',
  CULTURE: 'general education',
  ETC: 'free elective',
};

export const ENGLISH_DOMAIN_LABEL: Readonly<Record<Domain, string>> = {
  BASIC: 'basic general education',
  CORE: 'Sangmyung core competencies',
  BALANCE: 'breadth general education',
};

export const ENGLISH_SUB_DOMAIN_LABEL: Readonly<Record<SubDomain, string>> = {
  BASIC_ACCIDENT: 'Thinking and Expression',
  BASIC_ENG_MATH: 'Basic English/Basic Mathematics',
  BASIC_COMPUTER_1: 'Computational Thinking and Data Literacy',
  BASIC_COMPUTER_2: 'Algorithms and Game Content',
  BASIC_COMPUTER: 'Computational Thinking and Problem Solving',
  CORE_PROFESSIONAL: 'specialised knowledge inquiry',
  CORE_CREATIVE: 'creative problem solving',
  CORE_CONVERGENCE: 'convergence',
  CORE_DIVERSITY: 'respect for diversity',
  CORE_ETHICAL: 'ethical practice',
  BALANCE_HUMANITIES: 'breadth (humanities)',
  BALANCE_SOCIAL: 'breadth (social sciences)',
  BALANCE_NATURAL: 'breadth (natural sciences)',
  BALANCE_ENGINEER: 'breadth (engineering)',
  BALANCE_ART: 'breadth (arts)',
  BALANCE_BRIDGE: 'breadth (bridge)',
  BALANCE_NATURAL_ENGINEER: 'breadth (natural sciences/engineering)',
};

export const ENGLISH_EXEMPTION_LABEL: Readonly<Record<Exemption, string>> = {
  FOREIGN: 'international admission',
  DISABLED: 'student with a disability',
  TRANSFER: 'transfer student',
};

export const ENGLISH_GRADE_LABEL: Readonly<Record<Grade, string>> = {
  FIRST: 'Year 1',
  SECOND: 'Year 2',
  THIRD: 'Year 3',
  FOURTH: 'Year 4',
  ALL: 'all years',
};

export const ENGLISH_SEMESTER_LABEL: Readonly<Record<Semester, string>> = {
  FIRST: '1st semester',
  SECOND: '2nd semester',
};

export const ENGLISH_SKIP_REASON_LABEL: Readonly<Record<SkipReason, string>> = {
  FAILED_GRADE: 'F grade',
  INVALID_CREDIT: 'invalid credits',
  DUPLICATE_NUMBER: 'duplicate course number',
};

/** Korean label → English label, for each label table above. */
function pairs<Key extends string>(
  korean: Readonly<Record<Key, string>>,
  english: Readonly<Record<Key, string>>,
): [string, string][] {
  return (Object.keys(korean) as Key[]).map((key) => [korean[key], english[key]]);
}

/**
 * Every display text, Korean → English: the labels, then the sentences. `{name}` is a part that
 * varies; its value is translated too (a label, a term, a list of them), except a course's
 * `{name}`, `{names}` and `{number}` and a portal course `{type}`, which stay as the data has them.
 */
export const ENGLISH_DISPLAY_TEXTS: Readonly<Record<string, string>> = {
  ...Object.fromEntries([
    ...pairs(CATEGORY_LABEL, ENGLISH_CATEGORY_LABEL),
    ...pairs(DOMAIN_LABEL, ENGLISH_DOMAIN_LABEL),
    ...pairs(SUB_DOMAIN_LABEL, ENGLISH_SUB_DOMAIN_LABEL),
    ...pairs(EXEMPTION_LABEL, ENGLISH_EXEMPTION_LABEL),
    ...pairs(GRADE_LABEL, ENGLISH_GRADE_LABEL),
    ...pairs(SEMESTER_LABEL, ENGLISH_SEMESTER_LABEL),
    ...pairs(SKIP_REASON_LABEL, ENGLISH_SKIP_REASON_LABEL),
  ]),
  [NO_EXEMPTION_LABEL]: 'none',
  // Semesters of the timetables and "usually offered" (offerings/semesters.ts)
  여름학기: 'summer semester',
  겨울학기: 'winter semester',
  매학기: 'every semester',
  // Terms and cohorts inside sentences (planner/terms.ts, audit/messages.ts)
  '{year}년 {semester}': '{semester} {year}',
  '{year}학번': 'students who entered in {year}',
  '2016학번 이전': 'students who entered before 2017',

  // The ledger (audit/messages.ts)
  '{category} 학점으로 반영되었습니다.': 'Counted as {category} credits.',
  '{domain} {subDomain} 영역 이수로 반영되었습니다.':
    'Counted as completing the {subDomain} area of {domain}.',
  'F 학점을 받은 과목이라 이수 학점에 포함되지 않습니다.':
    'This course got an F grade, so its credits do not count.',
  '학점({credit})이 0 이상의 정수가 아니어서 반영하지 않았습니다.':
    'Not counted: its credits ({credit}) are not a whole number of 0 or more.',
  '학수번호가 같은 과목이 먼저 반영되어 중복으로 제외되었습니다: {year}년 {semester} {name} ({number})':
    'Left out as a duplicate: a course with the same course number counted first: {name} ({number}), {semester} {year}',
  '다전공이 없어 2전심·2전선 과목은 일반 학점으로 분류됩니다.':
    'Without a second major, 2전심 and 2전선 courses count as free elective credits.',
  '이수구분 {type} 과목은 졸업요건 검사에서 일반 학점으로 분류됩니다.':
    'Courses of course type {type} count as free elective credits in the graduation check.',
  '다전공 학생의 1교직 과목은 전공선택으로 분류되어 1전공·다전공 학점에는 들어가지 않고 총 이수 학점에만 반영됩니다.':
    'With a second major, a 1교직 (teacher training) course is a major elective: it counts toward the total credits only, not toward the first or the second major.',
  '{cohort} 교육과정에서는 {from} 영역을 {into} 영역으로 판정합니다.':
    'The curriculum of {cohort} counts the {from} area as the {into} area.',
  '소속 학과의 균형 영역이라 균형교양 요건에서 제외된 영역입니다.':
    "This is your department's own breadth area, so it is left out of the breadth general education requirement.",
  '{exemption} 이수 면제로 요건에서 제외된 영역입니다.':
    'This area is left out of the requirement by the exemption for {exemption}.',
  '{cohort} 교육과정에 없는 영역이라 교양 영역 요건에는 반영되지 않습니다.':
    'This area is not in the curriculum of {cohort}, so it does not count toward the general education areas.',
  '교양영역이 지정되지 않은 과목이라 교양 영역 요건에는 반영되지 않습니다.':
    'This course has no general education area, so it does not count toward the general education areas.',

  // The check basis (courses/basis.ts)
  '{entranceYear}학번 교육과정이 아직 등록되지 않아 {cohort}학번 교육과정으로 검사했습니다.':
    'The curriculum of students who entered in {entranceYear} is not registered yet, so this was checked with the curriculum of students who entered in {cohort}.',
  '개설 학기 정보는 {year}년 {semester} 시간표까지입니다.':
    'The semesters a course is offered in are known from the timetables up to the {semester} {year}.',

  // The plan (plan/service.ts, plan/in-progress.ts, planner/outcome.ts, planner/placeholders.ts)
  '졸업 학점': 'graduation credits',
  '교양선택 (원하는 교양 과목)': 'General education elective (any general education course)',
  '일반선택 (원하는 과목)': 'Free elective (any course)',
  '자유선택 (원하는 과목)': 'Any elective (any course)',
  '지난 학기({terms}) 계획은 제외했습니다.': 'The plan for past semesters ({terms}) was left out.',
  '이번 학기({term})에 고정했던 과목은 계획에서 뺐습니다. 듣고 있다면 ‘이번 학기 수강 중’에 추가해 주세요.':
    'The courses pinned to this semester ({term}) were taken out of the plan. If you are taking them, add them as ‘Taking this term’.',
  '지난 학기({terms}) 계획은 제외했습니다. 이번 학기({term})에 고정했던 과목은 계획에서 뺐습니다. 듣고 있다면 ‘이번 학기 수강 중’에 추가해 주세요.':
    'The plan for past semesters ({terms}) was left out. The courses pinned to this semester ({term}) were taken out of the plan. If you are taking them, add them as ‘Taking this term’.',
  '지난 학기({terms})에 수강 중으로 추가한 과목({names})은 제외했습니다. 기이수과목을 업데이트하면 이수한 과목으로 반영됩니다.':
    'The courses added as taking a past semester ({terms}) were left out: {names}. Update your completed courses and they count as completed.',
  '추천할 수 있는 과목이 없습니다. 제외한 과목을 되돌리거나 원하는 과목을 고정해 주세요.':
    'There is no course left to recommend. Bring back an excluded course or pin a course you want.',
  '{name}은(는) {usual}에만 열려 {until}까지의 계획에 넣을 수 없습니다.':
    '{name} is offered in the {usual} only, so it does not fit in a plan up to the {until}.',
  '{until}까지 학기당 {credits}학점 안에 모두 넣을 수 없습니다. 졸업 학기를 늦추거나 학기당 학점을 늘려 보세요.':
    'Not everything fits in {credits} credits per semester up to the {until}. Try a later graduation semester or more credits per semester.',
  // An unmet 교양 domain: its missing sub-domains, then why (planner/outcome.ts)
  '{subDomains}: {reason}': '{subDomains}: {reason}',
};

/** Placeholders whose value is data (a course's name or number, a portal 이수구분 code). */
const KEPT_VALUES: ReadonlySet<string> = new Set(['name', 'names', 'number', 'type']);
/** Placeholders whose value is a list of texts of the catalog, joined by LIST_SEPARATOR. */
const LIST_VALUES: ReadonlySet<string> = new Set(['terms', 'subDomains']);
const LIST_SEPARATOR = ', ';

const lookUp = textCatalog(ENGLISH_DISPLAY_TEXTS, (name, value) => {
  if (KEPT_VALUES.has(name)) return value;
  if (!LIST_VALUES.has(name)) return englishText(value);
  return value.split(LIST_SEPARATOR).map(englishText).join(LIST_SEPARATOR);
});

/**
 * The English of a Korean display text; a text the catalog does not have (a name from the
 * data) is sent as it is.
 */
export function englishText(korean: string): string {
  return lookUp(korean) ?? korean;
}

/** `englishText` of a text that may be absent. */
export function englishTextOrNull(korean: string | null): string | null {
  return korean === null ? null : englishText(korean);
}
