import { PageHeader } from 'shared-ui';

export function QuestionListPage() {
  return (
    <section>
      <PageHeader title="Q&A 게시판" subtitle="Q&A 게시판입니다." />
    </section>
  );
}
