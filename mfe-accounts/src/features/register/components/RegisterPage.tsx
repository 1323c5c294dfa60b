import { Container, PageHeader } from 'shared-ui';

export function RegisterPage() {
  return (
    <Container>
      <section>
        <PageHeader title="회원가입" subtitle="스뮤니티 사이트의 고유 비밀번호를 설정해주세요." />
      </section>
    </Container>
  );
}
