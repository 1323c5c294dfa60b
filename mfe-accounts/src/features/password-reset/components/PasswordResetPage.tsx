import { Container, PageHeader } from 'shared-ui';

export function PasswordResetPage() {
  return (
    <Container>
      <section>
        <PageHeader title="비밀번호 변경" subtitle="비밀번호를 재설정해주세요." />
      </section>
    </Container>
  );
}
