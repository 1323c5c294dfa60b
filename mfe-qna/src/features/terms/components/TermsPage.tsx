import { PageHeader } from 'shared-ui';

export function TermsPage() {
  return (
    <section>
      <PageHeader title="이용약관" />
    </section>
  );
}
