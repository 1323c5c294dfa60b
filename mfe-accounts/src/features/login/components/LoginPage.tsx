import { Container, PageHeader } from 'shared-ui';

export function LoginPage() {
  return (
    <Container>
      <section>
        <PageHeader title="로그인" subtitle="학번과 스뮤니티 비밀번호를 입력해 주세요." />
      </section>
    </Container>
  );
}
