import { Container, PageHeader } from 'shared-ui';

export function ResultPage() {
  return (
    <Container>
      <section>
        <PageHeader title="졸업요건 검사 결과" />
      </section>
    </Container>
  );
}
