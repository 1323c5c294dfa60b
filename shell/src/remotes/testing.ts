// For the tests of the remote areas (RemoteArea, RemoteParcel). jest.mock only reaches its own
// file, so each test file still mocks ./federation; shared-auth stays real (its fake network).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteName } from './contract';
import { locateRemote, relocateRemote } from './federation';
import type { RemoteLocation } from './remotesConfig';

/** What an area shows while its remote is offline, failed to load or crashed. */
export const FALLBACK_TEXT = '이 영역을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * Has the mocked ./federation find every remote at `location` in each test, and forget afterwards
 * what it and `loader` were asked and answered. console.error stays quiet meanwhile: React reports
 * there every error an area's boundary catches.
 */
export function arrangeRemotesAt(
  location: RemoteLocation,
  loader: (name: RemoteName) => Promise<unknown>,
) {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(locateRemote).mockResolvedValue(location);
    jest.mocked(relocateRemote).mockResolvedValue(location);
  });
  afterEach(() => {
    consoleError.mockRestore();
    for (const mock of [locateRemote, relocateRemote, loader]) jest.mocked(mock).mockReset();
  });
}

/** A click that makes an area suspend: see renderApp for why React needs the awaited act. */
export async function clickRetry() {
  const button = screen.getByRole('button', { name: '다시 시도' });
  await act(() => userEvent.click(button));
}
