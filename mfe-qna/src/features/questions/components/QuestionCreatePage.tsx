import { Container, PageHeader } from 'shared-ui';

export function QuestionCreatePage() {
  return (
    <Container>
      <section>
        <PageHeader title="질문 등록" />
      </section>
    </Container>
  );
}
