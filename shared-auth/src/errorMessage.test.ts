import {
  AxiosError,
  CanceledError,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { AxiosHeaders } from 'axios';
import { getErrorMessage, showApiError } from './errorMessage';
import { ApiError, ensureOk } from './http/apiError';

const VALIDATION_FAILURE = {
  code: 'VALID001',
  message: '입력값에 대한 검증에 실패했습니다.',
  detail: {
    username: '학번은 9자리 숫자 이어야 합니다.',
    password: '비밀번호는 최소 8자리 이어야 합니다.',
  },
};
const VALIDATION_TEXT =
  '입력값에 대한 검증에 실패했습니다.\n학번은 9자리 숫자 이어야 합니다.\n비밀번호는 최소 8자리 이어야 합니다.';

function response(status: number, data: unknown): AxiosResponse {
  const config: InternalAxiosRequestConfig = { headers: new AxiosHeaders() };
  return { status, statusText: '', data, headers: {}, config };
}

function failedWith(status: number, data: unknown): AxiosError {
  const failed = response(status, data);
  return new AxiosError(
    'Request failed',
    AxiosError.ERR_BAD_RESPONSE,
    failed.config,
    undefined,
    failed,
  );
}

describe('getErrorMessage', () => {
  it('puts the message first and each detail value on its own line', () => {
    expect(getErrorMessage(new ApiError(400, VALIDATION_FAILURE))).toBe(VALIDATION_TEXT);
  });

  it('shows the message alone when there is no detail', () => {
    const notFound = { code: 'QUESTION001', message: '해당 질문을 찾을 수 없습니다.' };
    expect(getErrorMessage(response(404, notFound))).toBe('해당 질문을 찾을 수 없습니다.');
  });

  it('reads the body of a response and of a rejected call alike', () => {
    expect(getErrorMessage(response(400, VALIDATION_FAILURE))).toBe(VALIDATION_TEXT);
    const serverError = { code: 'COMMON000', message: '서버 에러, 관리자에게 문의 바랍니다.' };
    expect(getErrorMessage(failedWith(500, serverError))).toBe(
      '서버 에러, 관리자에게 문의 바랍니다.',
    );
  });

  it('falls back when the answer carries no message', () => {
    expect(getErrorMessage(failedWith(502, '<html>Bad gateway</html>'))).toBe(
      '알 수 없는 오류가 발생했습니다.',
    );
    expect(getErrorMessage(response(400, {}), '업로드에 실패했습니다.')).toBe(
      '업로드에 실패했습니다.',
    );
    expect(getErrorMessage(new ApiError(404, null))).toBe('알 수 없는 오류가 발생했습니다.');
    expect(getErrorMessage(new Error('boom'))).toBe('알 수 없는 오류가 발생했습니다.');
  });

  it('names a time-out and an unreachable server in Korean', () => {
    expect(
      getErrorMessage(new AxiosError('timeout of 10000ms exceeded', AxiosError.ETIMEDOUT)),
    ).toBe('요청 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.');
    expect(getErrorMessage(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(
      '서버와 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    );
  });
});

describe('showApiError', () => {
  let alert: jest.SpyInstance<void, [message?: unknown]>;

  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });

  afterEach(() => alert.mockRestore());

  it('alerts the message and the detail lines', () => {
    showApiError(new ApiError(400, VALIDATION_FAILURE));
    expect(alert).toHaveBeenCalledWith(VALIDATION_TEXT);
  });

  it('alerts the fallback given for answers without a message', () => {
    showApiError(response(400, null), '알 수 없는 오류가 발생했습니다.');
    expect(alert).toHaveBeenCalledWith('알 수 없는 오류가 발생했습니다.');
  });

  it('stays quiet about a call the page cancelled itself', () => {
    showApiError(new CanceledError());
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('ensureOk', () => {
  it('hands back the data of a successful answer', () => {
    expect(ensureOk(response(200, { count: 3 }))).toEqual({ count: 3 });
  });

  it('throws an ApiError with the status and the body from 400 on', () => {
    const conflict = { code: 'ACCOUNT001', message: '중복된 사용자 이름 입니다.' };
    let thrown: unknown;
    try {
      ensureOk(response(409, conflict));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 409,
      body: conflict,
      code: 'ACCOUNT001',
      message: conflict.message,
    });
  });
});
