import type { ReactNode } from 'react';
import { Container, PageHeader, ROUTES, Tabs, type PageHeaderProps } from '@smunity/shared-ui';
import './layout.css';

const INFO_TABS = [
  { to: ROUTES.QNA_TERMS, label: '이용약관' },
  { to: ROUTES.QNA_PRIVACY, label: '개인정보처리방침' },
  { to: ROUTES.QNA_QUESTIONS, label: 'Q&A 게시판' },
];

export interface InfoPageProps {
  header: PageHeaderProps;
  children: ReactNode;
}

/**
 * A page of 이용안내 (terms, privacy, the question list): its own header, then the tab bar they
 * share, then the content. The header comes first so the h1 opens the page.
 */
export function InfoPage({ header, children }: InfoPageProps) {
  return (
    <Container>
      <PageHeader {...header} />
      <Tabs label="이용안내" items={INFO_TABS} />
      {children}
    </Container>
  );
}
