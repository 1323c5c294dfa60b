import { Link } from 'react-router-dom';
import { logout, useSession } from 'shared-auth';
import { Container, ROUTES } from 'shared-ui';
import { AreaNavLink } from './AreaNavLink';

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
              <AreaNavLink to={ROUTES.QNA_TERMS}>이용안내</AreaNavLink>
            </li>
            {isLoggedIn ? (
              <>
                <li>
                  <AreaNavLink to={ROUTES.MYPAGE}>마이페이지</AreaNavLink>
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
                  <AreaNavLink to={ROUTES.LOGIN}>로그인</AreaNavLink>
                </li>
                <li>
                  <AreaNavLink to={ROUTES.AGREE}>회원가입</AreaNavLink>
                </li>
              </>
            )}
          </ul>
        </nav>
      </Container>
    </header>
  );
}
