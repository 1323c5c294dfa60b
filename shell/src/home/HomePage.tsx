import { FormattedMessage } from 'react-intl';
import { ButtonLink, Container, ROUTES, SITE_TITLE } from '@smunity/shared-ui';
import { MemberStatsCard } from './MemberStatsCard';
import './home.css';

export function HomePage() {
  return (
    <>
      <section className="shell-hero" aria-labelledby="home-title">
        <Container className="shell-hero__inner">
          <p className="shell-hero__tagline">
            <FormattedMessage id="home.tagline" />
          </p>
          <h1 id="home-title" className="shell-hero__title">
            {SITE_TITLE}
          </h1>
          <ButtonLink to={ROUTES.MYPAGE} size="lg">
            <FormattedMessage id="home.check" />
          </ButtonLink>
        </Container>
      </section>
      <Container>
        <MemberStatsCard />
      </Container>
    </>
  );
}
