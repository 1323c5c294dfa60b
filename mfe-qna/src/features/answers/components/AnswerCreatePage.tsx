import { Container, PageHeader } from 'shared-ui';

export function AnswerCreatePage() {
  return (
    <Container>
      <section>
        <PageHeader title="답변 등록" />
      </section>
    </Container>
  );
}
