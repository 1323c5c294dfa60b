import type { SiteLanguage } from '@smunity/site-language';
import { englishFieldMessage, ENGLISH_ERROR_MESSAGES as ENGLISH_BY_CODE } from './messages-en';
import { PORTAL_ERRORS } from './portal/errors';

/**
 * Every error the api returns, as data: code → HTTP status and Korean message. The codes and
 * texts up to SLACK000, and the portal's AUTH/SMU codes, are the original's (docs/domain.md §4);
 * the ones marked "added" are ours. Clients rely on codes: never reuse one for a new meaning.
 */
export const ERROR_CATALOGUE = {
  COMMON000: { status: 500, message: '서버 에러, 관리자에게 문의 바랍니다.' },
  COMMON001: { status: 400, message: '잘못된 요청입니다.' },
  COMMON003: { status: 405, message: '지원하지 않는 Http Method 입니다.' },
  COMMON005: { status: 400, message: '잘못된 요청 값입니다.' },
  // added: body over BODY_LIMIT_BYTES
  COMMON006: { status: 413, message: '요청 본문이 너무 큽니다.' },
  // added: no route for this path
  COMMON007: { status: 404, message: '요청한 경로를 찾을 수 없습니다.' },
  // added: a body in anything but JSON
  COMMON008: { status: 415, message: '지원하지 않는 Content-Type 입니다.' },
  // added: the database is unreachable (health check, transient connection failures)
  COMMON009: {
    status: 503,
    message: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  // added (issue 25): the process sheds load (docs/adr/0033); answered at once with Retry-After
  COMMON010: {
    status: 503,
    message: '요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  VALID001: { status: 400, message: '입력값에 대한 검증에 실패했습니다.' },
  // added: an attempt limit (src/security); Retry-After says how long
  RATE001: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' },
  // added (issue 24, docs/adr/0032): the 학번's failed portal logins through us reached the limit
  // (PORTAL_FAILURES_PER_USERNAME, below the portal's own 5): no further try is relayed, so that
  // we never lock the student out of 샘물. The answer adds until when (AppError.portalFailuresSpent).
  RATE002: {
    status: 429,
    message:
      '이 학번으로 샘물 비밀번호가 여러 번 틀렸습니다(본인이 아닌 사람이 입력했을 수도 있습니다). 샘물은 비밀번호가 5번 틀리면 계정을 잠그므로, 계정이 잠기지 않도록 스뮤니티는 이 학번의 샘물 로그인을 잠시 보내지 않습니다. 샘물 포털(smul.smu.ac.kr)에서 직접 비밀번호를 확인해 주세요.',
  },

  ACCOUNT000: { status: 500, message: '학과 서버 오류, 관리자에게 문의 바랍니다.' },
  ACCOUNT001: { status: 409, message: '중복된 사용자 이름 입니다.' },
  ACCOUNT002: { status: 404, message: '해당 사용자를 찾을 수 없습니다.' },
  ACCOUNT003: { status: 401, message: '비밀번호가 일치하지 않습니다.' },
  ACCOUNT004: { status: 401, message: '토큰이 올바르지 않습니다.' },
  ACCOUNT005: { status: 401, message: '기존 토큰이 만료되었습니다. 토큰을 재발급해주세요.' },
  ACCOUNT006: { status: 401, message: '모든 토큰이 만료되었습니다. 다시 로그인해주세요.' },
  ACCOUNT007: { status: 401, message: '로그인 후 이용가능합니다. 토큰을 입력해 주세요.' },
  ACCOUNT008: { status: 403, message: '권한이 없습니다.' },
  ACCOUNT009: { status: 401, message: '리프레시 토큰이 유효하지 않습니다. 다시 로그인 해주세요.' },
  ACCOUNT010: { status: 404, message: '해당 연도를 찾을 수 없습니다.' },
  ACCOUNT011: { status: 404, message: '해당 학과를 찾을 수 없습니다.' },
  ACCOUNT012: { status: 401, message: '인증되지 않은 사용자입니다.' },
  // added: sign-up data differs from what the portal verified (name, department)
  ACCOUNT013: { status: 400, message: '포털에서 인증된 정보와 일치하지 않습니다.' },
  // added (issue 18, docs/adr/0026): the session of a token was ended (logout, another device's
  // "로그아웃", password change or reset, a reused refresh token). Clients sign in again without
  // trying a refresh: the session is gone for good.
  ACCOUNT014: { status: 401, message: '로그인이 종료되었습니다. 다시 로그인해주세요.' },
  // added (issue 18): one answer for an unknown 학번 and a wrong password (replaces ACCOUNT002 /
  // ACCOUNT003 at login), so the login does not tell who is a member
  ACCOUNT015: { status: 401, message: '학번 또는 비밀번호가 올바르지 않습니다.' },
  // added (issue 24, docs/adr/0032): the current password asked again before a password change
  // or a withdrawal is wrong; detail names the field. 400, not 401: the session itself is fine
  ACCOUNT016: { status: 400, message: '현재 비밀번호가 일치하지 않습니다.' },
  // added (issue 24): refresh or logout sent by another site (Origin / Sec-Fetch-Site)
  ACCOUNT017: { status: 403, message: '다른 사이트에서 보낸 요청은 처리할 수 없습니다.' },
  // added (issue 23): the 학번's entrance year is after this calendar year (a typo, not a student)
  ACCOUNT018: {
    status: 400,
    message: '아직 입학 연도가 되지 않은 학번입니다. 학번을 다시 확인해 주세요.',
  },
  // added (issue 18): "로그인 기기" — a session id that is not one of the caller's active sessions
  SESSION001: { status: 404, message: '해당 로그인 기기를 찾을 수 없습니다.' },
  // added (issue 23): an uploaded reference data set with errors (detail: per file, row and column)
  DATA001: { status: 400, message: '기준 데이터 파일에 오류가 있어 아무것도 바꾸지 않았습니다.' },
  MEMBER001: { status: 403, message: '사용자 권한이 없습니다.' },
  MEMBER002: { status: 404, message: '해당 사용자가 없습니다.' },
  MEMBER003: { status: 400, message: '수정할 수 없는 학과 입니다.' },
  // added (docs/domain.md §10): profile refresh / course upload with another student's portal login
  MEMBER004: { status: 403, message: '본인의 학번으로만 인증할 수 있습니다.' },
  QUESTION001: { status: 404, message: '해당 질문을 찾을 수 없습니다.' },
  ANSWER001: { status: 404, message: '해당 답변을 찾을 수 없습니다.' },
  // added (docs/domain.md §10): a second answer is a conflict, not the original's 500
  ANSWER002: { status: 409, message: '이미 답변이 등록된 질문입니다.' },
  // added (docs/adr/0037): the answer is what keeps a withdrawn member's question on the board
  ANSWER003: {
    status: 409,
    message:
      '작성자가 탈퇴한 질문의 답변은 삭제할 수 없습니다. 답변을 수정하거나 질문을 삭제해 주세요.',
  },
  TERM001: { status: 404, message: '해당 학기를 찾을 수 없습니다.' },
  // added (issue 13): admin management on the admin pages, the admin command and ADMIN_USERNAMES
  ADMIN001: { status: 409, message: '마지막 관리자는 해제할 수 없습니다.' },
  ADMIN002: { status: 409, message: '다른 관리자에게 요청하세요' },
  ADMIN003: { status: 409, message: '이미 관리자인 회원입니다.' },
  ADMIN004: { status: 404, message: '관리자가 아닌 회원입니다.' },
  // added (issue 24): the board always has an admin, so the last one cannot withdraw
  ADMIN006: {
    status: 409,
    message: '마지막 관리자는 탈퇴할 수 없습니다. 다른 회원을 관리자로 지정한 뒤 탈퇴해 주세요.',
  },
  ADMIN005: {
    status: 409,
    message:
      'ADMIN_USERNAMES 설정으로 지정된 관리자는 해제할 수 없습니다. 서버 설정에서 먼저 빼 주세요.',
  },
  // added (issue 14): share links of a result; unknown, expired and revoked links look the same
  SHARE001: {
    status: 404,
    message: '공유된 검사 결과를 찾을 수 없습니다. 링크가 만료되었거나 취소되었습니다.',
  },
  SHARE002: {
    status: 409,
    message: '공유 링크는 최대 20개까지 만들 수 있습니다. 사용하지 않는 링크를 취소해 주세요.',
  },
  SHARE003: { status: 400, message: '2017학번부터 검사가 가능합니다.' },
  // added (issue 10): GET /offerings/{number} for a 학수번호 no reference table knows
  OFFERING001: { status: 404, message: '해당 과목을 찾을 수 없습니다.' },
  // added (issue 23): courses being taken this term on the plan page (docs/adr/0039)
  PLAN001: {
    status: 409,
    message: '이미 이수한 과목은 이번 학기 수강 중으로 추가할 수 없습니다.',
  },
  PLAN002: { status: 409, message: '이미 이번 학기 수강 중으로 추가한 과목입니다.' },
  PLAN003: { status: 404, message: '이번 학기 수강 중으로 추가한 과목이 아닙니다.' },
  PLAN004: {
    status: 409,
    message: '이번 학기 수강 중 과목은 최대 15개까지 추가할 수 있습니다.',
  },
  // added (issue 26): answer notifications and their mails
  NOTIFICATION001: { status: 404, message: '해당 알림을 찾을 수 없습니다.' },
  NOTIFICATION002: { status: 400, message: '메일 수신 거부 링크가 올바르지 않습니다.' },
  NOTIFICATION003: { status: 404, message: '해당 메일을 찾을 수 없습니다.' },
  NOTIFICATION004: {
    status: 400,
    message: '확인할 이메일 주소가 없습니다. 먼저 주소를 입력해 주세요.',
  },
  NOTIFICATION005: { status: 409, message: '이미 확인된 이메일 주소입니다.' },
  NOTIFICATION006: {
    status: 503,
    message: '확인 메일을 보내지 못했습니다. 잠시 후 확인 메일 다시 보내기를 눌러 주세요.',
  },
  NOTIFICATION007: {
    status: 400,
    message:
      '확인 링크가 올바르지 않거나 만료되었습니다. 마이페이지에서 확인 메일을 다시 보내 주세요.',
  },

  // The portal's failures (AUTH*, SMU*), owned by the portal adapter.
  ...PORTAL_ERRORS,
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The English message of every code (messages-en.ts): a code without one fails typecheck. */
const ENGLISH_ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = ENGLISH_BY_CODE;

/**
 * A moment as a student reads it in each language, in Korea's time: "11월 29일 오후 3:08",
 * "29 November at 15:08".
 */
const dateTimeInKorea = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Seoul',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
const DATE_TIME_FORMATS: Record<SiteLanguage, Intl.DateTimeFormat> = {
  ko: dateTimeInKorea('ko-KR'),
  en: dateTimeInKorea('en-GB'),
};

/** What RATE002 adds: until when the 학번's portal logins are held back. */
const TRY_AGAIN_FROM: Record<SiteLanguage, (until: string) => string> = {
  ko: (until) => `${until}부터 다시 시도할 수 있습니다.`,
  en: (until) => `You can try again from ${until} (Korean time).`,
};

/** Per-field messages of a failed validation: `{ username: '학번 입력은 필수 입니다.' }`. */
export type ErrorDetail = Record<string, string>;

/** The JSON body of every error response. */
export interface ErrorBody {
  code: string;
  message: string;
  detail?: ErrorDetail;
  /** The request's id (X-Request-Id): what a student quotes and an admin finds in the logs. */
  requestId?: string;
}

/**
 * An expected failure: the error handler sends it as `{ code, message, detail? }` with its
 * status and does not log it as a bug. Throw `AppError.of('TERM001')` for catalogued errors.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly detail?: ErrorDetail,
    /** Sent as Retry-After (429): whole seconds until the refused attempt may be made again. */
    readonly retryAfterSeconds?: number,
    /** RATE002: when the refused attempt may be made again (epoch ms, rounded up to a minute). */
    readonly retryFromMs?: number,
  ) {
    super(message);
  }

  static of(code: ErrorCode, detail?: ErrorDetail): AppError {
    const { status, message } = ERROR_CATALOGUE[code];
    return new AppError(code, status, message, detail);
  }

  /** A refused attempt (429 RATE*) that may be made again in `waitMs`. */
  static rateLimited(code: 'RATE001', waitMs: number): AppError {
    const { status, message } = ERROR_CATALOGUE[code];
    return new AppError(code, status, message, undefined, Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /**
   * 429 RATE002 once the 학번's portal-failure budget is spent: why (the catalogue's message) and
   * until when, as Korean date and time (Asia/Seoul), rounded up to the minute.
   */
  static portalFailuresSpent(nowMs: number, endsAtMs: number): AppError {
    const { status, message } = ERROR_CATALOGUE.RATE002;
    const retryFromMs = Math.ceil(endsAtMs / 60_000) * 60_000;
    const retryAfterSeconds = Math.max(1, Math.ceil((endsAtMs - nowMs) / 1000));
    return new AppError(
      'RATE002',
      status,
      `${message} ${tryAgainFrom('ko', retryFromMs)}`,
      undefined,
      retryAfterSeconds,
      retryFromMs,
    );
  }

  /**
   * The answer's body in `language`: Korean as thrown; English from the catalogs (messages-en.ts)
   * by code, each detail message by its Korean text (one without English stays as it is: the
   * reference data import's findings, which name files and rows, are for admins).
   */
  toBody(language: SiteLanguage = 'ko'): ErrorBody {
    const body: ErrorBody = { code: this.code, message: this.messageIn(language) };
    if (this.detail !== undefined) body.detail = detailIn(language, this.detail);
    return body;
  }

  private messageIn(language: SiteLanguage): string {
    if (language === 'ko') return this.message;
    const message = ENGLISH_ERROR_MESSAGES[this.code];
    return this.retryFromMs === undefined
      ? message
      : `${message} ${tryAgainFrom(language, this.retryFromMs)}`;
  }
}

function tryAgainFrom(language: SiteLanguage, retryFromMs: number): string {
  return TRY_AGAIN_FROM[language](DATE_TIME_FORMATS[language].format(retryFromMs));
}

function detailIn(language: SiteLanguage, detail: ErrorDetail): ErrorDetail {
  if (language === 'ko') return detail;
  return Object.fromEntries(
    Object.entries(detail).map(([field, text]) => [field, englishFieldMessage(text) ?? text]),
  );
}
