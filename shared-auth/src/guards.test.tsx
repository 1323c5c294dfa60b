import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RequireAdmin, RequireAuth, RequireGuest } from './guards';
import { clearMember, setMember } from './session/sessionStore';
import { ADMIN, MEMBER } from './testing/sessions';
import { inKorean } from '@smunity/shared-ui/src/testing/inLanguage';
import { SHARED_CATALOG } from './testing/sharedTexts';

const inShared = inKorean(SHARED_CATALOG);

/** The site's pages that the guards send people to, plus the guarded pages under test. */
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/mypage" element={<RequireAuth>마이페이지</RequireAuth>} />
        <Route element={<RequireAuth />}>
          <Route path="/qna/questions/create" element={<p>질문 등록</p>} />
        </Route>
        <Route element={<RequireGuest />}>
          <Route path="/accounts/agree" element={<p>이용약관 동의</p>} />
          <Route path="/accounts/login" element={<p>로그인 페이지</p>} />
        </Route>
        <Route path="/qna/questions" element={<p>질문 목록</p>} />
        <Route
          path="/qna/questions/:id/answer"
          element={
            <RequireAdmin redirectTo="/qna/questions">
              <p>답변 등록</p>
            </RequireAdmin>
          }
        />
        <Route element={<RequireAuth />}>
          <Route element={<RequireAdmin redirectTo="/qna/questions" />}>
            <Route path="/qna/questions/:id/answer/modify" element={<p>답변 수정</p>} />
          </Route>
        </Route>
      </Routes>
    </MemoryRouter>,
    { wrapper: inShared },
  );
}

afterEach(() => clearMember());

describe('RequireAuth', () => {
  it('sends a visitor to the login', () => {
    renderAt('/mypage');
    expect(screen.getByText('로그인 페이지')).toBeInTheDocument();
  });

  it('renders its children for a member', () => {
    setMember(MEMBER);
    renderAt('/mypage');
    expect(screen.getByText('마이페이지')).toBeInTheDocument();
  });

  it('renders the nested route without children', () => {
    setMember(MEMBER);
    renderAt('/qna/questions/create');
    expect(screen.getByText('질문 등록')).toBeInTheDocument();
  });

  it('leaves the page as soon as the member logs out', () => {
    setMember(MEMBER);
    renderAt('/qna/questions/create');
    act(() => clearMember());
    expect(screen.getByText('로그인 페이지')).toBeInTheDocument();
  });
});

describe('RequireGuest', () => {
  it('sends a member to the my page', () => {
    setMember(MEMBER);
    renderAt('/accounts/agree');
    expect(screen.getByText('마이페이지')).toBeInTheDocument();
  });

  it('renders the page for a visitor', () => {
    renderAt('/accounts/agree');
    expect(screen.getByText('이용약관 동의')).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it('renders the page for an admin', () => {
    setMember(ADMIN);
    renderAt('/qna/questions/7/answer');
    expect(screen.getByText('답변 등록')).toBeInTheDocument();
  });

  it.each([
    ['a member', () => setMember(MEMBER)],
    ['a visitor', () => undefined],
  ])('sends %s to the redirect target', (_who, arrange) => {
    arrange();
    renderAt('/qna/questions/7/answer');
    expect(screen.getByText('질문 목록')).toBeInTheDocument();
    expect(screen.queryByText('답변 등록')).not.toBeInTheDocument();
  });
});

describe('coming back after the login', () => {
  it('a visitor sent to the login returns to the page after logging in', () => {
    renderAt('/qna/questions/create?draft=1');
    expect(screen.getByText('로그인 페이지')).toBeInTheDocument();
    act(() => setMember(MEMBER));
    expect(screen.getByText('질문 등록')).toBeInTheDocument();
  });

  it('a member who opened the login directly goes to the my page', () => {
    renderAt('/accounts/login');
    act(() => setMember(MEMBER));
    expect(screen.getByText('마이페이지')).toBeInTheDocument();
  });

  it('an admin page: a visitor logs in first, then a member who is not an admin goes to the board', () => {
    renderAt('/qna/questions/7/answer/modify');
    expect(screen.getByText('로그인 페이지')).toBeInTheDocument();
    act(() => setMember(MEMBER));
    expect(screen.getByText('질문 목록')).toBeInTheDocument();
  });

  it('an admin comes back to the admin page', () => {
    renderAt('/qna/questions/7/answer/modify');
    act(() => setMember(ADMIN));
    expect(screen.getByText('답변 수정')).toBeInTheDocument();
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 42])(
    'never follows a return address that is not a path on this site: %p',
    (from) => {
      setMember(MEMBER);
      render(
        <MemoryRouter initialEntries={[{ pathname: '/accounts/login', state: { from } }]}>
          <Routes>
            <Route element={<RequireGuest />}>
              <Route path="/accounts/login" element={<p>로그인 페이지</p>} />
            </Route>
            <Route path="/mypage" element={<p>마이페이지</p>} />
            <Route path="*" element={<p>다른 곳</p>} />
          </Routes>
        </MemoryRouter>,
        { wrapper: inShared },
      );
      expect(screen.getByText('마이페이지')).toBeInTheDocument();
    },
  );
});
