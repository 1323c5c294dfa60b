import { Outlet } from 'react-router-dom';
import { Container, ROUTES, Tabs } from 'shared-ui';

const INFO_TABS = [
  { to: ROUTES.QNA_TERMS, label: '이용약관' },
  { to: ROUTES.QNA_PRIVACY, label: '개인정보처리방침' },
  { to: ROUTES.QNA_QUESTIONS, label: 'Q&A 게시판' },
];

/** The tab bar that terms, privacy and the question list share. */
export function InfoTabsLayout() {
  return (
    <Container>
      <Tabs label="이용안내" items={INFO_TABS} />
      <Outlet />
    </Container>
  );
}
