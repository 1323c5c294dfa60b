import { act, renderHook } from '@testing-library/react';
import {
  clearResetAuthorization,
  clearVerification,
  setResetAuthorization,
  setVerification,
} from './sessionStore';
import { useResetAuthorization, useVerification } from './useSession';

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
