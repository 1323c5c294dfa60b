export { TermsContent, type TermsContentProps } from './TermsContent';
export type { CurrentTerm, EligibleDepartment, EligibleDepartmentList } from './types';
