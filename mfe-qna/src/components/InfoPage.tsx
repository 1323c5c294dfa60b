import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Container, PageHeader, ROUTES, Tabs, type PageHeaderProps } from '@smunity/shared-ui';
import './layout.css';

const INFO_TABS = [
  { to: ROUTES.QNA_TERMS, labelId: 'qna.info.terms' },
  { to: ROUTES.QNA_PRIVACY, labelId: 'qna.info.privacy' },
  { to: ROUTES.QNA_QUESTIONS, labelId: 'qna.board.title' },
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
  const intl = useIntl();
  const tabs = INFO_TABS.map(({ to, labelId }) => ({
    to,
    label: intl.formatMessage({ id: labelId }),
  }));
  return (
    <Container>
      <PageHeader {...header} />
      <Tabs label={intl.formatMessage({ id: 'qna.info.tabs' })} items={tabs} />
      {children}
    </Container>
  );
}
