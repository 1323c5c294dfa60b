// The lazily loaded chunk of the admins' area (../routes.tsx): its pages and their texts.
export { AdminArea } from './AdminArea';
export { AdminDashboardPage } from './AdminDashboardPage';
export { AdminQuestionsPage } from './AdminQuestionsPage';
export { AdminsPage } from './AdminsPage';
export { ReferenceDataPage } from './ReferenceDataPage';
