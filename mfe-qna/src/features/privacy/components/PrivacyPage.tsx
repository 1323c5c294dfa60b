import { PageHeader } from 'shared-ui';

export function PrivacyPage() {
  return (
    <section>
      <PageHeader title="개인정보처리방침" />
    </section>
  );
}
