/**
 * @jest-environment node
 */
// The server's render of a member's page (docs/adr/0042): no document, no cookies; the session
// is seeded in the store with the member's name and role, never their token.
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../guards';
import { clearMember, setMember, useSessionStore } from './sessionStore';

const SERVER_SESSION = { username: '202012345', memberRole: 'ROLE_USER', accessToken: '' } as const;

function renderGuardedPage(): string {
  return renderToString(
    <MemoryRouter initialEntries={['/mypage']}>
      <Routes>
        <Route path="/login" element={<p>로그인</p>} />
        <Route element={<RequireAuth />}>
          <Route path="/mypage" element={<p>마이페이지</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

it('runs without a document', () => {
  expect(typeof document).toBe('undefined');
});

it('renders a member page for the member seeded without a token, and the login once cleared', () => {
  expect(() => setMember(SERVER_SESSION)).not.toThrow();
  expect(useSessionStore.getState().member).toEqual(SERVER_SESSION);
  expect(renderGuardedPage()).toContain('마이페이지');

  expect(() => clearMember()).not.toThrow();
  expect(useSessionStore.getState().member).toBeNull();
  expect(renderGuardedPage()).not.toContain('마이페이지');
});
