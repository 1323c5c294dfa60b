import { Link, NavLink } from 'react-router-dom';
import { logout, useSession } from 'shared-auth';
import { Container, ROUTES } from 'shared-ui';

export function SiteHeader() {
  const { isLoggedIn } = useSession();

  return (
    <header className="shell-header">
      <Container className="shell-header__inner">
        <Link to={ROUTES.HOME} className="shell-header__logo">
          SMUNITY
        </Link>
        <nav aria-label="주 메뉴">
          <ul className="shell-header__menu">
            <li>
              <NavLink to={ROUTES.QNA_TERMS} className="shell-header__link">
                이용안내
              </NavLink>
            </li>
            {isLoggedIn ? (
              <>
                <li>
                  <NavLink to={ROUTES.MYPAGE} className="shell-header__link">
                    마이페이지
                  </NavLink>
                </li>
                <li>
                  <button
                    type="button"
                    className="shell-header__link"
                    onClick={() => void logout()}
                  >
                    로그아웃
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <NavLink to={ROUTES.LOGIN} className="shell-header__link">
                    로그인
                  </NavLink>
                </li>
                <li>
                  <NavLink to={ROUTES.AGREE} className="shell-header__link">
                    회원가입
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </Container>
    </header>
  );
}
