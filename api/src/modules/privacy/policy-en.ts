// The privacy policy's items in English (ADR 0063), for the English privacy page, which says
// first that the Korean policy is the binding text. Keyed by the Korean of policy.ts, `{n}` for
// a figure of the configuration; terms as docs/domain.md §11 gives them.
import { textCatalog } from '../../text-catalog';
import type { PrivacyPolicy } from './policy';

export const ENGLISH_POLICY_TEXTS: Readonly<Record<string, string>> = {
  // verification
  '재학생 인증 (회원가입, 비밀번호 찾기)': 'Student verification (sign-up, password reset)',
  학번: 'Student number',
  이름: 'Name',
  '이메일 (포털에 등록된 경우)': 'Email (if registered on the portal)',
  '학과, 다전공 학과': 'Department, second major department',
  '상명대학교 재학생인지 확인하고, 인증한 정보로 회원가입을 마치기 위해':
    'To confirm that you are a student of Sangmyung University, and to complete sign-up with the verified information',
  '가입 또는 비밀번호 재설정에 쓰이는 즉시, 쓰이지 않으면 {minutes}분 뒤 삭제':
    'Deleted as soon as it is used for sign-up or a password reset, otherwise after {minutes} minutes',
  // account
  '회원가입, 내 정보 업데이트·변경': 'Sign-up, updating and changing My info',
  '학번 (입학년도 포함)': 'Student number (with the entrance year)',
  '이메일 (포털에 등록된 경우, 또는 마이페이지에서 답변 알림용으로 입력·변경한 경우)':
    'Email (if registered on the portal, or entered or changed on My page for answer mails)',
  '이수 면제 구분 (선택)': 'Exemption (optional)',
  '사이트 언어 (한국어 또는 영어: 알림·확인 메일을 쓰는 언어)':
    'Site language (Korean or English: the language of answer and confirmation mails)',
  '스뮤니티 비밀번호 (되돌릴 수 없는 해시로만)': 'SMUNITY password (only as a one-way hash)',
  '회원 등급 (일반/관리자), 가입·수정 일시':
    'Member role (member/admin), date and time of sign-up and changes',
  '회원 식별과 로그인, 학과·학번에 맞는 졸업요건 검사, 학과별 회원 수 통계':
    'Identifying members and logging in, the graduation check for your department and student number, member counts by department',
  '회원 탈퇴 시 즉시 삭제': 'Deleted at once when you withdraw',
  // courses
  '기이수과목 업데이트 (샘물 포털)': 'Updating completed courses (Sammul portal)',
  '이수 연도·학기': 'Year and semester taken',
  '학수번호, 과목명, 이수구분, 교양영역, 학점':
    'Course number, course name, course type, general education area, credits',
  'F 학점 여부 (그 밖의 성적은 저장하지 않음)':
    'Whether the grade was F (no other grade is stored)',
  '졸업요건 검사, 추천 과목, 졸업 계획': 'Graduation check, recommended courses, plan',
  '회원 탈퇴 또는 내 정보 업데이트(학과 변경) 시 즉시 삭제':
    'Deleted at once when you withdraw or update My info (a change of department)',
  // plan
  '졸업 계획 저장, 이번 학기 수강 중 과목 추가': 'Saving a plan, adding courses taking this term',
  '목표 학기, 학기당 최대 학점': 'Graduation semester, maximum credits per semester',
  '고정하거나 제외한 과목': 'Pinned or excluded courses',
  '이번 학기 수강 중인 과목의 학수번호와 학기':
    'Course numbers and semester of the courses taking this term',
  '저장한 졸업 계획을 다시 보여 주고, 수강 중인 과목을 계획에 반영하기 위해':
    'To show your saved plan again, and to count the courses you are taking in it',
  '회원 탈퇴 시 즉시 삭제 (수강 중 과목은 그 학기가 지나면 다음 계획 조회 때 삭제)':
    'Deleted at once when you withdraw (courses taking this term: at the first plan read after the semester ends)',
  // shares
  '검사 결과 공유 링크 만들기': 'Creating a share link of a graduation check',
  '링크를 만든 시점의 검사 결과': 'The graduation check at the time the link was created',
  '이름 (이름 표시를 선택한 경우)': 'Name (if you chose to show it)',
  만료일: 'Expiry date',
  '회원이 링크를 건넨 사람에게 검사 결과를 보여 주기 위해':
    'To show your graduation check to the people you give the link to',
  '회원이 정한 만료일(최대 {days}일)이 지나면 1시간 안에, 링크 삭제·회원 탈퇴 시 즉시 삭제':
    'Deleted within 1 hour after the expiry date you chose (at most {days} days), at once when you revoke the link or withdraw',
  // sessions, logins
  로그인: 'Login',
  '로그인 기기의 브라우저 정보 (User-Agent)': 'Browser of the signed-in device (User-Agent)',
  '로그인·마지막 사용 일시': 'Date and time of login and last use',
  '로그인 유지, 마이페이지의 "로그인 기기" 목록과 다른 기기 로그아웃':
    'Keeping you logged in, the "signed-in devices" list of My page, and logging out other devices',
  '로그아웃 후 또는 {idleDays}일 동안 쓰지 않으면 다음 로그인 때 삭제 (한 로그인은 최대 {sessionDays}일 유지)':
    'Deleted at the next login after a logout or {idleDays} days without use (one login lasts at most {sessionDays} days)',
  '로그인 일시': 'Date and time of login',
  '접속 IP 주소': 'IP address',
  '계정 도용과 부정 로그인 확인': 'Detecting stolen accounts and unauthorised logins',
  '로그인 일시는 {months}개월 뒤 삭제, IP 주소는 {minutes}분 뒤(늦어도 그 뒤 1시간 안에) 삭제':
    'Login times deleted after {months} months, IP addresses after {minutes} minutes (within 1 hour after that at the latest)',
  // attempt limits
  '로그인, 재학생 인증, 게시글 작성, 공유 링크 만들기·열람':
    'Login, student verification, posting, creating and opening share links',
  '접속 IP 주소 또는 학번, 시도 횟수': 'IP address or student number, number of attempts',
  '무차별 대입과 샘물 포털 계정 잠김을 막기 위한 시도 횟수 제한':
    'Limiting attempts against brute force and Sammul portal account lockouts',
  '제한 시간({minutes}분, 샘물 로그인 실패는 {hours}시간)이 지나면 삭제':
    'Deleted when the limit period ends ({minutes} minutes; {hours} hours for failed Sammul logins)',
  // board
  'Q&A 게시판에 질문·답변 작성': 'Posting questions and answers on the Q&A board',
  '제목, 내용, 익명 여부, 작성·수정 일시':
    'Title, content, whether anonymous, date and time of posting and editing',
  '질문과 답변을 게시하고 작성자가 고치거나 지울 수 있게 하기 위해':
    'To post questions and answers, and to let their authors edit or delete them',
  '작성자가 지우거나 탈퇴하면 삭제. 다만 답변이 달린 질문과 관리자의 답변은 게시판에 남기되 작성자를 "탈퇴한 회원"으로 바꾸어 누구의 글인지 알 수 없게 함':
    'Deleted when the author deletes it or withdraws. A question with an answer and an admin\'s answer stay on the board, with the author shown as "Withdrawn member", so no one can tell whose post it was',
  // page views
  '사이트의 페이지 열람 (로그인과 무관, 회원과 연결하지 않음)':
    'Viewing pages of the site (with or without login, never linked to a member)',
  '열람한 페이지 주소와 제목': 'Address and title of the page viewed',
  '이전 페이지 주소 (referrer)': 'Address of the previous page (referrer)',
  '열람 일시': 'Date and time of the view',
  '관리자 화면의 방문 통계': 'Visit statistics on the admin pages',
  '{months}개월 뒤 삭제': 'Deleted after {months} months',
  // admin log
  '관리자 권한 부여·회수, 관리자의 다른 회원 글 수정·삭제':
    "Granting and removing admin rights, admins editing or deleting other members' posts",
  '관리한 관리자와 대상 회원의 학번·이름':
    'Student numbers and names of the admin and of the member concerned',
  '질문 번호와 제목, 일시': 'Question number and title, date and time',
  '관리자 권한 행사의 책임 추적': 'Accountability for the use of admin rights',
  '{months}개월 뒤 삭제. 그때까지는 고치거나 지울 수 없는 기록으로 보관하며, 회원이 탈퇴해도 이 기록의 학번과 이름은 남음':
    'Deleted after {months} months. Until then it is kept as a record that cannot be edited or deleted, and its student numbers and names stay when a member withdraws',
  // notifications
  '내 질문에 관리자의 답변이 달리거나 바뀔 때, 마이페이지의 알림 메일 설정':
    "When an admin answers your question or changes the answer, My page's answer mail settings",
  '알림 (어느 질문의 답변인지, 종류, 알림·읽은 일시)':
    'Notifications (which question was answered, the kind, date and time notified and read)',
  '답변 알림 메일 받기 여부': 'Whether you get answer mails',
  '알림 메일 발송 기록 (시도 횟수, 발송·포기 일시, 실패 사유)':
    'Answer mail sending records (attempts, date and time sent or given up, reason of failure)',
  '이메일 주소 확인 기록 (확인 메일을 보낸 주소와 일시, 주소를 확인한 일시)':
    'Email address confirmation records (address and time the confirmation mail was sent, time the address was confirmed)',
  '질문에 답변이 달렸음을 사이트와 이메일로 알리기 위해':
    'To tell you on the site and by email that your question was answered',
  '답변·질문이 삭제되거나 회원이 탈퇴하면 즉시 삭제':
    'Deleted at once when the answer or question is deleted or you withdraw',
};

const englishPolicyText = textCatalog(ENGLISH_POLICY_TEXTS);

/** A text of the policy in English; one without English (see policy-en.test.ts) as it is. */
const inEnglish = (korean: string) => englishPolicyText(korean) ?? korean;

/** The policy served to an English request: the same facts, its items in English. */
export function englishPrivacyPolicy(policy: PrivacyPolicy): PrivacyPolicy {
  return {
    ...policy,
    collected: policy.collected.map((item) => ({
      ...item,
      when: inEnglish(item.when),
      items: item.items.map(inEnglish),
      purpose: inEnglish(item.purpose),
      retention: inEnglish(item.retention),
    })),
  };
}
