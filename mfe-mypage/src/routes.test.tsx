import { screen, waitFor } from '@testing-library/react';
import { setMember } from '@smunity/shared-auth';
import {
  currentLocation,
  installFakeApi,
  MEMBER,
  resetSession,
} from '@smunity/shared-auth/src/testing';
import { ROUTES } from '@smunity/shared-ui';
import { renderMypageArea } from './testing/renderMypageArea';

// The pages' data never arrives: only the routes and their guard are under test here.
beforeEach(() => installFakeApi(() => new Promise(() => {})));
afterEach(() => resetSession());

describe('mfe_mypage routes', () => {
  it.each([
    [ROUTES.MYPAGE, '마이페이지'],
    [ROUTES.MYPAGE_RESULT, '졸업요건 검사 결과'],
  ])('%s shows the page heading %s, for members only', async (url, heading) => {
    setMember(MEMBER);
    renderMypageArea(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(currentLocation()).toBe(url);
  });

  it.each([
    [ROUTES.MYPAGE, '마이페이지'],
    [ROUTES.MYPAGE_RESULT, '졸업요건 검사 결과'],
  ])('%s (%s) sends visitors to the login', async (url, heading) => {
    renderMypageArea(url);
    await waitFor(() => expect(currentLocation()).toBe(ROUTES.LOGIN));
    expect(screen.queryByRole('heading', { level: 1, name: heading })).not.toBeInTheDocument();
  });
});
