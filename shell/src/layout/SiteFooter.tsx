import { Link } from 'react-router-dom';
import { Container, ROUTES } from 'shared-ui';

const GITHUB_URL = 'https://github.com/smu-nity';
const APP_VERSION = process.env.APP_VERSION ?? '';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="shell-footer">
      <Container>
        <ul className="shell-footer__links">
          <li>
            <a href={GITHUB_URL} target="_blank" rel="noopener noreferrer">
              GitHub
            </a>
          </li>
          <li>
            <Link to={ROUTES.QNA_PRIVACY}>개인정보처리방침</Link>
          </li>
          <li>
            <Link to={ROUTES.QNA_TERMS}>이용약관</Link>
          </li>
        </ul>
        <p className="shell-footer__copyright">
          © {year} SMUNITY · {APP_VERSION}
        </p>
      </Container>
    </footer>
  );
}
