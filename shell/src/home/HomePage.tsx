import { ButtonLink, Container, ROUTES } from '@smunity/shared-ui';
import { MemberStatsCard } from './MemberStatsCard';
import './home.css';

export function HomePage() {
  return (
    <>
      <section className="shell-hero" aria-labelledby="home-title">
        <Container className="shell-hero__inner">
          <p className="shell-hero__tagline">상명대 졸업요건 검사 사이트</p>
          <h1 id="home-title" className="shell-hero__title">
            SMUNITY
          </h1>
          <ButtonLink to={ROUTES.MYPAGE} size="lg">
            검사하기
          </ButtonLink>
        </Container>
      </section>
      <Container>
        <MemberStatsCard />
      </Container>
    </>
  );
}
