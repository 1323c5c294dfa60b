/**
 * Portal failures with the codes, HTTP statuses and Korean messages of the reference library
 * (sangmyung-univ-auth v1.0.9, docs/domain.md §4), plus SMU005/SMU006 for answers the library could
 * not read (it ended in a 500; docs/domain.md §10 asks for a clear code instead).
 */
export const PORTAL_ERRORS = {
  /** The login page came back: unknown 학번 or wrong password. */
  AUTH001: { status: 401, message: '학번 및 비밀번호가 일치하지 않습니다.' },
  /** Logged in, but the portal did not open its main page: locked after 5 failed logins. */
  AUTH002: {
    status: 423,
    message: '로그인 실패 5회 초과, 샘물 포탈을 통해 비밀번호 초기화를 진행해주시기 바랍니다.',
  },
  /** A non-2xx answer while logging in: the portal demands a password change. */
  AUTH003: {
    status: 423,
    message:
      '장기간 비밀번호를 변경하지 않으셨습니다. 샘물 포탈을 통해 비밀번호 변경 후 로그인해주시기 바랍니다.',
  },
  SMU001: {
    status: 503,
    message: '샘물포털 인증 서버에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  SMU002: {
    status: 503,
    message: '샘물포털 서버에서 데이터를 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  SMU003: {
    status: 504,
    message: '샘물포털 인증 서버 응답 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.',
  },
  SMU004: {
    status: 504,
    message: '샘물포털 서버 응답 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.',
  },
  /** Valid JSON without the student lists: a staff, graduate-school or otherwise non-student account. */
  SMU005: {
    status: 502,
    message: '샘물포털에서 학생 정보를 확인할 수 없습니다. 재학생 계정인지 확인해 주세요.',
  },
  /** Not JSON, or rows of an unexpected shape: the portal changed or answered with an error page. */
  SMU006: {
    status: 502,
    message: '샘물포털의 응답을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type PortalErrorCode = keyof typeof PORTAL_ERRORS;

/**
 * A portal failure the API answers with `{ code, message }` and `status`. It deliberately
 * carries no cause and no request data, so serialising or logging it can never leak the
 * password or the portal's answer.
 */
export class PortalError extends Error {
  override name = 'PortalError';
  readonly status: number;

  constructor(readonly code: PortalErrorCode) {
    super(PORTAL_ERRORS[code].message);
    this.status = PORTAL_ERRORS[code].status;
  }

  /** AUTH* are the student's own problem (a warning); SMU* are the portal's (an error). */
  get isClientError(): boolean {
    return this.code.startsWith('AUTH');
  }
}
