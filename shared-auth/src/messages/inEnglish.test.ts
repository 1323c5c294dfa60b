// shared-auth's texts on an English page (<html lang="en">): its alerts and error texts are shown
// outside any React tree, so they follow the page's language once the page has loaded them.
import { loadMessages } from '@smunity/shared-ui';
import { AxiosError } from 'axios';
import { getErrorMessage, showApiError } from '../errorMessage';
import { ApiError } from '../http/apiError';
import { SHARED_CATALOG } from '../testing/sharedTexts';

describe('shared-auth on an English page', () => {
  let alert: jest.SpyInstance;
  beforeAll(async () => {
    // What an English page has done before anything it shows can fail: its catalog has loaded.
    await loadMessages(SHARED_CATALOG, 'en');
  });
  beforeEach(() => {
    document.documentElement.lang = 'en';
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => {
    alert.mockRestore();
    document.documentElement.removeAttribute('lang');
  });

  it('says a time-out, an unreachable server and an unknown failure in English', () => {
    expect(getErrorMessage(new AxiosError('timeout', 'ETIMEDOUT'))).toBe(
      'The request took too long. Please try again in a moment.',
    );
    expect(getErrorMessage(new AxiosError('down', 'ERR_NETWORK'))).toBe(
      'Cannot reach the server. Please try again in a moment.',
    );
    expect(getErrorMessage(new Error('?'))).toBe('An unknown error occurred.');
  });

  it('alerts the api’s message with the error reference in English', () => {
    showApiError(
      new ApiError(409, { code: 'ANSWER002', message: 'Already answered.', requestId: 'req-7' }),
    );
    expect(alert).toHaveBeenCalledWith('Already answered.\n\nError reference: req-7');
  });

  it('speaks Korean again on a Korean page', () => {
    document.documentElement.lang = 'ko';
    expect(getErrorMessage(new Error('?'))).toBe('알 수 없는 오류가 발생했습니다.');
  });
});
