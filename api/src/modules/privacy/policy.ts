import type { Static } from '@fastify/type-provider-typebox';
import { REFRESH_COOKIE } from '../../auth/refresh-cookie';
import type { Config } from '../../config';
import { SHARE_DAYS } from '../shares/schemas';
import type { PrivacyPolicySchema } from './schemas';

export type PrivacyPolicy = Static<typeof PrivacyPolicySchema>;

/**
 * The day this text of the policy took effect. A change of the items below moves it: the spec
 * asks for the change to be posted 7 days before (30 for a significant one).
 */
export const POLICY_EFFECTIVE_DATE = '2026-12-06';

/**
 * The ids of the policy's collected items. api/migrations/personal-data.json names one of them
 * for every column holding personal data; personal-data.test.ts fails when a column of the
 * schema is in no list, or a listed item is not in the policy.
 */
export const COLLECTED_ITEM_IDS = [
  'verification',
  'account',
  'courses',
  'plan',
  'shares',
  'sessions',
  'logins',
  'attemptLimits',
  'board',
  'pageViews',
  'adminLog',
  'notifications',
] as const;
export type CollectedItemId = (typeof COLLECTED_ITEM_IDS)[number];

/**
 * What the privacy policy states, built from the configuration the code runs with: the retention
 * of each item is the period the purge jobs use (modules/privacy/retention.ts), the officer and
 * Google Analytics are the deployment's settings. GET /privacy/policy serves it to the page.
 */
export function privacyPolicy(config: Config): PrivacyPolicy {
  const { retention, attemptLimits } = config;
  const ipMinutes = Math.ceil(retention.loginIpSeconds / 60);
  const idleDays = Math.round(config.refreshTokenTtlSeconds / 86_400);
  const sessionDays = Math.round(config.sessionMaxAgeSeconds / 86_400);
  const verificationMinutes = Math.ceil(config.verificationTokenTtlSeconds / 60);
  const failureHours = Math.round(attemptLimits.portalFailures.windowSeconds / 3600);
  const collected: Record<CollectedItemId, Omit<PrivacyPolicy['collected'][number], 'id'>> = {
    verification: {
      when: '재학생 인증 (회원가입, 비밀번호 찾기)',
      items: ['학번', '이름', '이메일 (포털에 등록된 경우)', '학과, 다전공 학과'],
      purpose: '상명대학교 재학생인지 확인하고, 인증한 정보로 회원가입을 마치기 위해',
      retention: `가입 또는 비밀번호 재설정에 쓰이는 즉시, 쓰이지 않으면 ${verificationMinutes}분 뒤 삭제`,
    },
    account: {
      when: '회원가입, 내 정보 업데이트·변경',
      items: [
        '학번 (입학년도 포함)',
        '이름',
        '이메일 (포털에 등록된 경우, 또는 마이페이지에서 답변 알림용으로 입력·변경한 경우)',
        '학과, 다전공 학과',
        '이수 면제 구분 (선택)',
        '사이트 언어 (한국어 또는 영어: 알림·확인 메일을 쓰는 언어)',
        '스뮤니티 비밀번호 (되돌릴 수 없는 해시로만)',
        '회원 등급 (일반/관리자), 가입·수정 일시',
      ],
      purpose: '회원 식별과 로그인, 학과·학번에 맞는 졸업요건 검사, 학과별 회원 수 통계',
      retention: '회원 탈퇴 시 즉시 삭제',
    },
    courses: {
      when: '기이수과목 업데이트 (샘물 포털)',
      items: [
        '이수 연도·학기',
        '학수번호, 과목명, 이수구분, 교양영역, 학점',
        'F 학점 여부 (그 밖의 성적은 저장하지 않음)',
      ],
      purpose: '졸업요건 검사, 추천 과목, 졸업 계획',
      retention: '회원 탈퇴 또는 내 정보 업데이트(학과 변경) 시 즉시 삭제',
    },
    plan: {
      when: '졸업 계획 저장, 이번 학기 수강 중 과목 추가',
      items: [
        '목표 학기, 학기당 최대 학점',
        '고정하거나 제외한 과목',
        '이번 학기 수강 중인 과목의 학수번호와 학기',
      ],
      purpose: '저장한 졸업 계획을 다시 보여 주고, 수강 중인 과목을 계획에 반영하기 위해',
      retention: '회원 탈퇴 시 즉시 삭제 (수강 중 과목은 그 학기가 지나면 다음 계획 조회 때 삭제)',
    },
    shares: {
      when: '검사 결과 공유 링크 만들기',
      items: ['링크를 만든 시점의 검사 결과', '이름 (이름 표시를 선택한 경우)', '만료일'],
      purpose: '회원이 링크를 건넨 사람에게 검사 결과를 보여 주기 위해',
      retention: `회원이 정한 만료일(최대 ${SHARE_DAYS.max}일)이 지나면 1시간 안에, 링크 삭제·회원 탈퇴 시 즉시 삭제`,
    },
    sessions: {
      when: '로그인',
      items: ['로그인 기기의 브라우저 정보 (User-Agent)', '로그인·마지막 사용 일시'],
      purpose: '로그인 유지, 마이페이지의 "로그인 기기" 목록과 다른 기기 로그아웃',
      retention: `로그아웃 후 또는 ${idleDays}일 동안 쓰지 않으면 다음 로그인 때 삭제 (한 로그인은 최대 ${sessionDays}일 유지)`,
    },
    logins: {
      when: '로그인',
      items: ['로그인 일시', '접속 IP 주소'],
      purpose: '계정 도용과 부정 로그인 확인',
      retention: `로그인 일시는 ${retention.loginHistoryMonths}개월 뒤 삭제, IP 주소는 ${ipMinutes}분 뒤(늦어도 그 뒤 1시간 안에) 삭제`,
    },
    attemptLimits: {
      when: '로그인, 재학생 인증, 게시글 작성, 공유 링크 만들기·열람',
      items: ['접속 IP 주소 또는 학번, 시도 횟수'],
      purpose: '무차별 대입과 샘물 포털 계정 잠김을 막기 위한 시도 횟수 제한',
      retention: `제한 시간(${ipMinutes}분, 샘물 로그인 실패는 ${failureHours}시간)이 지나면 삭제`,
    },
    board: {
      when: 'Q&A 게시판에 질문·답변 작성',
      items: ['제목, 내용, 익명 여부, 작성·수정 일시'],
      purpose: '질문과 답변을 게시하고 작성자가 고치거나 지울 수 있게 하기 위해',
      retention:
        '작성자가 지우거나 탈퇴하면 삭제. 다만 답변이 달린 질문과 관리자의 답변은 게시판에 남기되 작성자를 "탈퇴한 회원"으로 바꾸어 누구의 글인지 알 수 없게 함',
    },
    pageViews: {
      when: '사이트의 페이지 열람 (로그인과 무관, 회원과 연결하지 않음)',
      items: ['열람한 페이지 주소와 제목', '이전 페이지 주소 (referrer)', '열람 일시'],
      purpose: '관리자 화면의 방문 통계',
      retention: `${retention.pageViewMonths}개월 뒤 삭제`,
    },
    adminLog: {
      when: '관리자 권한 부여·회수, 관리자의 다른 회원 글 수정·삭제',
      items: ['관리한 관리자와 대상 회원의 학번·이름', '질문 번호와 제목, 일시'],
      purpose: '관리자 권한 행사의 책임 추적',
      retention: `${retention.adminLogMonths}개월 뒤 삭제. 그때까지는 고치거나 지울 수 없는 기록으로 보관하며, 회원이 탈퇴해도 이 기록의 학번과 이름은 남음`,
    },
    notifications: {
      when: '내 질문에 관리자의 답변이 달리거나 바뀔 때, 마이페이지의 알림 메일 설정',
      items: [
        '알림 (어느 질문의 답변인지, 종류, 알림·읽은 일시)',
        '답변 알림 메일 받기 여부',
        '알림 메일 발송 기록 (시도 횟수, 발송·포기 일시, 실패 사유)',
        '이메일 주소 확인 기록 (확인 메일을 보낸 주소와 일시, 주소를 확인한 일시)',
      ],
      purpose: '질문에 답변이 달렸음을 사이트와 이메일로 알리기 위해',
      retention: '답변·질문이 삭제되거나 회원이 탈퇴하면 즉시 삭제',
    },
  };
  return {
    effectiveDate: POLICY_EFFECTIVE_DATE,
    officer: config.privacyOfficer,
    googleAnalytics: config.googleAnalytics,
    loginCookie: { name: REFRESH_COOKIE, idleDays, maxDays: sessionDays },
    collected: COLLECTED_ITEM_IDS.map((id) => ({ id, ...collected[id] })),
  };
}
