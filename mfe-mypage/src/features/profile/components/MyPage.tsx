import { Container, PageHeader } from 'shared-ui';

export function MyPage() {
  return (
    <Container>
      <section>
        <PageHeader title="마이페이지" />
      </section>
    </Container>
  );
}
