import type { ReactNode } from 'react';
import { Container, PageHeader, Tabs } from '@smunity/shared-ui';
import { ADMIN_PATHS } from '../paths';
import './admin.css';

const ADMIN_TABS = [
  { to: ADMIN_PATHS.DASHBOARD, label: '대시보드', end: true },
  { to: ADMIN_PATHS.QUESTIONS, label: '답변 대기' },
  { to: ADMIN_PATHS.ADMINS, label: '관리자 관리' },
  { to: ADMIN_PATHS.REFERENCE_DATA, label: '기준 데이터' },
];

export interface AdminPageProps {
  /** The page's heading, e.g. '답변 대기'. */
  title: string;
  description: string;
  children: ReactNode;
}

/** A page of the admins' area: its header, the area's tabs, then the content. */
export function AdminPage({ title, description, children }: AdminPageProps) {
  return (
    <Container>
      <PageHeader
        title={title}
        subtitle="관리자"
        description={description}
        documentTitle={`${title} · 관리자`}
      />
      <div className="qna-admin-tabs">
        <Tabs label="관리자 메뉴" items={ADMIN_TABS} />
      </div>
      <div className="qna-admin">{children}</div>
    </Container>
  );
}
