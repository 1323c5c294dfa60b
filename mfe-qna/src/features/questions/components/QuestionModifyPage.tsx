import { Container, PageHeader } from 'shared-ui';

export function QuestionModifyPage() {
  return (
    <Container>
      <section>
        <PageHeader title="질문 수정" />
      </section>
    </Container>
  );
}
