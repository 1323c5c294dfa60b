// The api's English texts (issue 40): what an error answer says to a request whose language is
// English. Korean stays the api's own language (errors.ts, the schemas' `x-messages`); these
// catalogs translate it, with one English term per domain word (docs/domain.md §11). Course and
// department names and the portal's name (샘물, Sammul) stay as they are.
import { englishText } from './display-en';
import { textCatalog } from './text-catalog';

/**
 * The English `message` of every error code (errors.ts's catalogue), by code. Kept apart from
 * errors.ts, which types it against its codes: typecheck fails on a code missing here and
 * messages-en.test.ts on one here that no longer exists.
 */
export const ENGLISH_ERROR_MESSAGES = {
  COMMON000: 'Server error. Please contact an admin.',
  COMMON001: 'Bad request.',
  COMMON003: 'This HTTP method is not supported.',
  COMMON005: 'Invalid request value.',
  COMMON006: 'The request body is too large.',
  COMMON007: 'The requested path was not found.',
  COMMON008: 'This Content-Type is not supported.',
  COMMON009: 'The service is temporarily unavailable. Please try again shortly.',
  COMMON010: 'Too many requests to handle right now. Please try again shortly.',
  VALID001: 'Some input values are invalid.',
  RATE001: 'Too many requests. Please try again shortly.',
  RATE002:
    'The Sammul password for this student number was wrong several times (someone else may have typed it). Sammul locks an account after 5 wrong passwords, so to keep it from locking, SMUNITY stops sending Sammul logins for this student number for a while. Please check the password on the Sammul portal (smul.smu.ac.kr) itself.',
  ACCOUNT000: 'Department server error. Please contact an admin.',
  ACCOUNT001: 'This student number has already signed up.',
  ACCOUNT002: 'No such member.',
  ACCOUNT003: 'The password does not match.',
  ACCOUNT004: 'The token is invalid.',
  ACCOUNT005: 'The token has expired. Please get a new token.',
  ACCOUNT006: 'All tokens have expired. Please log in again.',
  ACCOUNT007: 'Please log in first: a token is required.',
  ACCOUNT008: 'You do not have permission.',
  ACCOUNT009: 'The refresh token is invalid. Please log in again.',
  ACCOUNT010: 'No such year.',
  ACCOUNT011: 'No such department.',
  ACCOUNT012: 'You have not been verified.',
  ACCOUNT013: 'This does not match what the portal verified.',
  ACCOUNT014: 'Your login has ended. Please log in again.',
  ACCOUNT015: 'The student number or the password is wrong.',
  ACCOUNT016: 'The current password does not match.',
  ACCOUNT017: 'A request sent by another site cannot be handled.',
  ACCOUNT018:
    'The entrance year of this student number has not come yet. Please check the student number.',
  SESSION001: 'No such signed-in device.',
  DATA001: 'The reference data files have errors, so nothing was changed.',
  MEMBER001: 'You do not have member permission.',
  MEMBER002: 'No such member.',
  MEMBER003: 'This department cannot be changed.',
  MEMBER004: 'You can verify only with your own student number.',
  QUESTION001: 'No such question.',
  ANSWER001: 'No such answer.',
  ANSWER002: 'This question already has an answer.',
  ANSWER003:
    'The answer to a question whose author has left cannot be deleted. Edit the answer or delete the question.',
  TERM001: 'No such semester.',
  ADMIN001: 'The last admin cannot be removed.',
  ADMIN002: 'Please ask another admin.',
  ADMIN003: 'This member is already an admin.',
  ADMIN004: 'This member is not an admin.',
  ADMIN006: 'The last admin cannot withdraw. Make another member an admin first, then withdraw.',
  ADMIN005:
    'An admin named by the ADMIN_USERNAMES setting cannot be removed. Take them out of the server settings first.',
  SHARE001: 'The shared graduation check was not found. The link has expired or was revoked.',
  SHARE002: 'You can create up to 20 share links. Please revoke the links you no longer use.',
  SHARE003: 'The graduation check is available from the 2017 student numbers on.',
  OFFERING001: 'No such course.',
  PLAN001: 'A completed course cannot be added as taking this term.',
  PLAN002: 'This course is already added as taking this term.',
  PLAN003: 'This course was not added as taking this term.',
  PLAN004: 'You can add up to 15 courses as taking this term.',
  NOTIFICATION001: 'No such notification.',
  NOTIFICATION002: 'The unsubscribe link is invalid.',
  NOTIFICATION003: 'No such mail.',
  NOTIFICATION004: 'There is no email address to confirm. Please enter an address first.',
  NOTIFICATION005: 'This email address is already confirmed.',
  NOTIFICATION006:
    'The confirmation mail could not be sent. Please press "Send the confirmation mail again" in a moment.',
  NOTIFICATION007:
    'The confirmation link is invalid or has expired. Please send the confirmation mail again from My page.',
  AUTH001: 'The student number and the password do not match.',
  AUTH002: 'More than 5 failed logins. Please reset your password on the Sammul portal.',
  AUTH003:
    'You have not changed your password for a long time. Please change it on the Sammul portal, then log in.',
  SMU001: 'The Sammul portal login server cannot be reached right now. Please try again shortly.',
  SMU002: 'Data cannot be loaded from the Sammul portal right now. Please try again shortly.',
  SMU003: 'The Sammul portal login server did not answer in time. Please try again shortly.',
  SMU004: 'The Sammul portal did not answer in time. Please try again shortly.',
  SMU005:
    'The Sammul portal has no student data for this account. Please check that it is a student account.',
  SMU006: 'The answer of the Sammul portal could not be read. Please try again shortly.',
} as const;

/**
 * The per-field messages of an error's `detail` (validation failures, a refused value): Korean
 * text → English, a `{name}` standing for a part that varies (a number, a course number). The
 * Korean texts are the schemas' `x-messages`, validation.ts's generic messages and the details
 * the services throw, each word for word; messages-en.test.ts fails on an `x-messages` text of the
 * OpenAPI document that is missing here, and on an entry whose placeholders differ.
 */
export const ENGLISH_FIELD_MESSAGES: Readonly<Record<string, string>> = {
  // Generic messages (http/validation.ts)
  '필수 입력 항목입니다.': 'This field is required.',
  '허용되지 않는 항목입니다.': 'This field is not allowed.',
  '형식이 올바르지 않습니다.': 'The format is not valid.',
  '최소 {limit}자 이상 입력해야 합니다.': 'Enter at least {limit} characters.',
  '최대 {limit}자까지 입력할 수 있습니다.': 'Enter at most {limit} characters.',
  '{limit} 이상이어야 합니다.': 'Must be {limit} or more.',
  '{limit} 이하여야 합니다.': 'Must be {limit} or less.',
  '최소 {limit}개 이상이어야 합니다.': 'Must have at least {limit} items.',
  '최대 {limit}개까지 가능합니다.': 'Can have at most {limit} items.',
  '허용되지 않는 값입니다.': 'This value is not allowed.',
  '올바르지 않은 값입니다.': 'This value is not valid.',
  // Any field (http/refused-characters.ts)
  '사용할 수 없는 문자(NUL 문자 또는 깨진 유니코드 문자)가 포함되어 있습니다.':
    'Contains a character that cannot be used (a NUL character or broken Unicode).',

  // Accounts, members
  '학번 입력은 필수 입니다.': 'Student number is required.',
  '학번은 9자리 숫자 이어야 합니다.': 'The student number must be 9 digits.',
  '비밀번호 입력은 필수 입니다.': 'Password is required.',
  '현재 비밀번호 입력은 필수 입니다.': 'Current password is required.',
  '현재 비밀번호가 일치하지 않습니다.': 'The current password does not match.',
  '비밀번호는 최소 8자리 이어야 합니다.': 'The password must be at least 8 characters.',
  '비밀번호는 최소 8자리 이이어야 합니다.': 'The password must be at least 8 characters.',
  '비밀번호는 최대 {limit}자리까지 입력할 수 있습니다.':
    'The password can be at most {limit} characters.',
  '이름 입력은 필수 입니다.': 'Name is required.',
  '이메일 입력은 필수 입니다.': 'Email is required.',
  '이메일 형식에 맞지 않습니다.': 'This is not a valid email address.',
  '학과 입력은 필수 입니다.': 'Department is required.',
  '학과를 골라 주세요.': 'Please choose a department.',
  '학과 id가 올바르지 않습니다.': 'The department id is not valid.',
  '학과 id는 1 이상의 정수여야 합니다.': 'The department id must be an integer of 1 or more.',
  '해당 학과를 찾을 수 없습니다.': 'No such department.',
  '다전공은 학과 id 또는 none 이어야 합니다.': 'The second major must be a department id or none.',
  '다전공은 학과 이름 또는 null 이어야 합니다.':
    'The second major must be a department name or null.',
  '1전공과 같은 학과는 다전공으로 고를 수 없습니다.':
    'The department of the first major cannot be chosen as the second major.',
  '이수 면제 입력은 필수 입니다.': 'Exemption is required.',
  '이수 면제는 FOREIGN, DISABLED, TRANSFER 또는 null 이어야 합니다.':
    'The exemption must be FOREIGN, DISABLED, TRANSFER or null.',
  '사이트 언어 입력은 필수 입니다.': 'Site language is required.',
  '사이트 언어는 ko 또는 en 이어야 합니다.': 'The site language must be ko or en.',
  '리프레시 토큰 입력은 필수 입니다.': 'Refresh token is required.',
  '리프레시 토큰이 올바르지 않습니다.': 'The refresh token is not valid.',
  '로그인 기기 id 가 올바르지 않습니다.': 'The signed-in device id is not valid.',

  // The board
  '제목 입력은 필수 입니다.': 'Title is required.',
  '제목은 문자열이어야 합니다.': 'The title must be text.',
  '제목은 최대 {limit}자까지 입력할 수 있습니다.': 'The title can be at most {limit} characters.',
  '내용은 필수 입력 항목 입니다.': 'Content is required.',
  '내용은 문자열이어야 합니다.': 'The content must be text.',
  '내용은 최대 {limit}자까지 입력할 수 있습니다.': 'The content can be at most {limit} characters.',
  '익명 여부는 true 또는 false 여야 합니다.': 'Anonymous must be true or false.',
  '질문 번호는 1 이상의 정수여야 합니다.': 'The question number must be an integer of 1 or more.',
  '상태는 unanswered, answered, all 중 하나여야 합니다.':
    'The status must be one of unanswered, answered, all.',
  'mine은 true 또는 false 여야 합니다.': 'mine must be true or false.',
  '페이지 번호는 0 이상의 정수여야 합니다.': 'The page number must be an integer of 0 or more.',
  '페이지 번호는 {limit} 이하여야 합니다.': 'The page number must be {limit} or less.',
  '페이지 크기는 1 이상 {max} 이하의 정수여야 합니다.':
    'The page size must be an integer from 1 to {max}.',

  // Shares
  '공유 기간을 선택해 주세요.': 'Please choose how long to share.',
  '공유 기간은 1일부터 30일까지 정수로 선택할 수 있습니다.':
    'You can share for a whole number of days from 1 to 30.',
  '이름 공개 여부를 선택해 주세요.': 'Please choose whether to show your name.',
  '이름 공개 여부는 true 또는 false 여야 합니다.': 'Show name must be true or false.',

  // Courses, plan
  '학수번호가 올바르지 않습니다.': 'The course number is not valid.',
  '학수번호나 과목명을 {min}~{max}자로 입력해 주세요.':
    'Enter a course number or course name of {min} to {max} characters.',
  '검색 결과 수는 1~20 사이의 정수여야 합니다.':
    'The number of results must be an integer from 1 to 20.',
  '학기당 최대 학점은 12~21 사이의 정수여야 합니다.':
    'The maximum credits per semester must be an integer from 12 to 21.',
  '졸업 학기는 2027-2 처럼 연도-학기(1 또는 2)로 적어 주세요.':
    'Write the graduation semester as year-semester (1 or 2), like 2027-2.',
  '이미 지난 학기입니다. 이번 학기({term})나 그 뒤의 학기를 골라 주세요.':
    'This semester is over. Please choose this semester ({term}) or a later one.',
  '졸업 학기는 {term}까지 고를 수 있습니다.': 'The graduation semester can be at most {term}.',
  '알 수 없는 학수번호입니다: {number}': 'Unknown course number: {number}',
  '이미 이수한 과목입니다: {number}': 'Already a completed course: {number}',
  '이번 학기 수강 중인 과목입니다: {number}': 'A course taking this term: {number}',
  '{number}의 학기는 {start}부터 {until} 사이여야 합니다.':
    'The semester of {number} must be from {start} to {until}.',
  '같은 과목을 두 번 고정했습니다: {number}': 'The same course is pinned twice: {number}',
  '고정한 과목은 제외할 수 없습니다: {number}': 'A pinned course cannot be excluded: {number}',
  '고정 과목은 학수번호 또는 학수번호@YYYY-S 로 적어 주세요.':
    'Write a pinned course as a course number or course number@YYYY-S.',

  // Notifications and mails
  '알림 번호는 1 이상의 정수여야 합니다.':
    'The notification number must be an integer of 1 or more.',
  '메일 번호는 1 이상의 정수여야 합니다.': 'The mail number must be an integer of 1 or more.',
  '답변 알림 메일 받기는 true 또는 false 여야 합니다.': 'Answer mails must be true or false.',
  '메일 수신 거부 링크가 올바르지 않습니다.': 'The unsubscribe link is invalid.',
  '확인 링크의 토큰이 필요합니다.': 'The token of the confirmation link is required.',
  '확인 링크가 올바르지 않거나 만료되었습니다. 마이페이지에서 확인 메일을 다시 보내 주세요.':
    'The confirmation link is invalid or has expired. Please send the confirmation mail again from My page.',

  // Page views (analytics), admin
  '경로 입력은 필수 입니다.': 'Path is required.',
  '경로는 문자열이어야 합니다.': 'The path must be text.',
  '경로는 /로 시작해야 합니다.': 'The path must start with /.',
  '경로는 최대 {limit}자까지 입력할 수 있습니다.': 'The path can be at most {limit} characters.',
  '이전 주소는 문자열이어야 합니다.': 'The referrer must be text.',
  '이전 주소는 최대 {limit}자까지 입력할 수 있습니다.':
    'The referrer can be at most {limit} characters.',
  'others=true 를 지정해야 합니다.': 'others=true must be given.',
};

/**
 * The English of a Korean field message, or null when the catalog has none. A `{term}` named in
 * Korean ("2026년 1학기") is named in English; the other values are numbers and course numbers.
 */
export const englishFieldMessage = textCatalog(ENGLISH_FIELD_MESSAGES, (name, value) =>
  name === 'term' ? englishText(value) : value,
);
