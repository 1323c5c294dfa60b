import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RequireAdmin, RequireAuth, RequireGuest } from './guards';
import { clearMember, setMember } from './session/session-store';
import { ADMIN, MEMBER } from './test-support/sessions';

/** The site's pages that the guards send people to, plus the guarded pages under test. */
function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/accounts/login" element={<p>로그인 페이지</p>} />
        <Route path="/mypage" element={<RequireAuth>마이페이지</RequireAuth>} />
        <Route element={<RequireAuth />}>
          <Route path="/qna/questions/create" element={<p>질문 등록</p>} />
        </Route>
        <Route element={<RequireGuest />}>
          <Route path="/accounts/agree" element={<p>이용약관 동의</p>} />
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
      </Routes>
    </MemoryRouter>,
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
