import { Container, PageHeader } from 'shared-ui';

export function AgreePage() {
  return (
    <Container>
      <section>
        <PageHeader title="이용약관 동의" subtitle="아래 사항을 모두 읽고 약관에 동의해주세요." />
      </section>
    </Container>
  );
}
