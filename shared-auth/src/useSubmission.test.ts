import { act, renderHook } from '@testing-library/react';
import { ApiError } from './http/apiError';
import { useSubmission } from './useSubmission';

function heldAction() {
  let release: () => void = () => undefined;
  const action = jest.fn(
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
  );
  return { action, release: () => release() };
}

describe('useSubmission', () => {
  let alerts: jest.SpyInstance;
  beforeEach(() => {
    alerts = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alerts.mockRestore());

  it('is pending while the action runs', async () => {
    const { result } = renderHook(() => useSubmission());
    const { action, release } = heldAction();

    let submitted: Promise<void> = Promise.resolve();
    act(() => {
      submitted = result.current.submit(action);
    });
    expect(result.current.pending).toBe(true);

    await act(async () => {
      release();
      await submitted;
    });
    expect(result.current.pending).toBe(false);
  });

  it('runs a second submit of the same render only once (a double click)', async () => {
    const { result } = renderHook(() => useSubmission());
    const { action, release } = heldAction();
    const { submit } = result.current;

    await act(async () => {
      const first = submit(action);
      const second = submit(action);
      release();
      await Promise.all([first, second]);
    });

    expect(action).toHaveBeenCalledTimes(1);
  });

  it('alerts the api refusal and may be submitted again', async () => {
    const { result } = renderHook(() => useSubmission());
    const refusal = new ApiError(400, { code: 'VALID001', message: '입력값이 올바르지 않습니다.' });

    await act(() =>
      result.current.submit(async () => {
        throw refusal;
      }),
    );
    expect(alerts).toHaveBeenCalledWith('입력값이 올바르지 않습니다.');
    expect(result.current.pending).toBe(false);

    const action = jest.fn(async () => undefined);
    await act(() => result.current.submit(action));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('counts the refused submissions, not the successful ones', async () => {
    const { result } = renderHook(() => useSubmission());
    expect(result.current.refusals).toBe(0);

    await act(() => result.current.submit(async () => undefined));
    expect(result.current.refusals).toBe(0);

    await act(() =>
      result.current.submit(async () => {
        throw new ApiError(401, { code: 'AUTH001', message: '비밀번호가 틀렸습니다.' });
      }),
    );
    expect(result.current.refusals).toBe(1);
    expect(result.current.pending).toBe(false);
  });
});
