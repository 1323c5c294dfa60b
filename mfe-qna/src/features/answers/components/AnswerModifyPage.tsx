import { Container, PageHeader } from 'shared-ui';

export function AnswerModifyPage() {
  return (
    <Container>
      <section>
        <PageHeader title="답변 수정" />
      </section>
    </Container>
  );
}
