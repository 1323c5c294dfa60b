import { useParams } from 'react-router-dom';
import { Container, PageHeader } from 'shared-ui';

export function QuestionDetailPage() {
  const { id } = useParams();
  return (
    <Container>
      <section>
        <PageHeader title="Q&A 게시판" subtitle={`질문 #${id ?? ''}`} />
      </section>
    </Container>
  );
}
