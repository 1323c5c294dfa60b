import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Container, PageHeader, Tabs } from '@smunity/shared-ui';
import { ADMIN_PATHS } from '../paths';
import './admin.css';

/** The admins' pages; each names its texts: `qna.admin.<page>.title`, `….description`. */
export type AdminPageName = 'dashboard' | 'queue' | 'admins' | 'referenceData';

const ADMIN_TABS = [
  { to: ADMIN_PATHS.DASHBOARD, labelId: 'qna.admin.tab.dashboard', end: true },
  { to: ADMIN_PATHS.QUESTIONS, labelId: 'qna.admin.queue.title' },
  { to: ADMIN_PATHS.ADMINS, labelId: 'qna.admin.admins.title' },
  { to: ADMIN_PATHS.REFERENCE_DATA, labelId: 'qna.admin.referenceData.title' },
];

export interface AdminPageProps {
  /** Which page: its heading and description, e.g. '답변 대기'. */
  name: AdminPageName;
  children: ReactNode;
}

/** A page of the admins' area: its header, the area's tabs, then the content. */
export function AdminPage({ name, children }: AdminPageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `qna.admin.${name}.title` });
  const tabs = ADMIN_TABS.map(({ labelId, ...tab }) => ({
    ...tab,
    label: intl.formatMessage({ id: labelId }),
  }));
  return (
    <Container>
      <PageHeader
        title={title}
        subtitle={intl.formatMessage({ id: 'qna.admin.subtitle' })}
        description={intl.formatMessage({ id: `qna.admin.${name}.description` })}
        documentTitle={intl.formatMessage({ id: 'qna.admin.documentTitle' }, { title })}
      />
      <div className="qna-admin-tabs">
        <Tabs label={intl.formatMessage({ id: 'qna.admin.tabs' })} items={tabs} />
      </div>
      <div className="qna-admin">{children}</div>
    </Container>
  );
}
