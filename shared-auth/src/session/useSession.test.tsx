import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ADMIN, MEMBER } from '../testing/sessions';
import {
  clearMember,
  clearResetAuthorization,
  clearVerification,
  renderForMember,
  setMember,
  setResetAuthorization,
  setVerification,
} from './sessionStore';
import { useResetAuthorization, useSession, useVerification } from './useSession';

const VERIFICATION = {
  name: '배준영',
  username: '202210501',
  department: '생명공학전공',
  secondDepartment: null,
  email: null,
  authToken: 'verification-token',
};

afterEach(() => {
  clearVerification();
  clearResetAuthorization();
});

it('useVerification follows the verification as it is kept and dropped', () => {
  const { result } = renderHook(() => useVerification());
  expect(result.current).toBeNull();

  act(() => setVerification(VERIFICATION));
  expect(result.current).toEqual(VERIFICATION);

  act(() => clearVerification());
  expect(result.current).toBeNull();
});

it('useResetAuthorization follows the reset authorisation', () => {
  const { result } = renderHook(() => useResetAuthorization());
  expect(result.current).toBeNull();

  act(() => setResetAuthorization({ username: '202210501', authToken: 'reset-token' }));
  expect(result.current).toEqual({ username: '202210501', authToken: 'reset-token' });
});

describe('useSession in a server render (docs/adr/0044)', () => {
  function Who() {
    const { isLoggedIn, isAdmin, username } = useSession();
    return <p>{isLoggedIn ? `${username} ${isAdmin ? 'admin' : 'member'}` : 'guest'}</p>;
  }
  afterEach(() => {
    renderForMember(null);
    clearMember();
  });

  it("renders the server render's member, and a guest without one", () => {
    renderForMember(ADMIN);
    expect(renderToString(<Who />)).toBe(`<p>${ADMIN.username} admin</p>`);
    renderForMember(MEMBER);
    expect(renderToString(<Who />)).toBe(`<p>${MEMBER.username} member</p>`);
    renderForMember(null);
    expect(renderToString(<Who />)).toBe('<p>guest</p>');
  });

  it('follows the session in the browser as before', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.isLoggedIn).toBe(false);
    act(() => setMember(MEMBER));
    expect(result.current).toMatchObject({ isLoggedIn: true, username: MEMBER.username });
    act(() => clearMember());
    expect(result.current.isLoggedIn).toBe(false);
  });
});
