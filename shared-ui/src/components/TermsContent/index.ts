export { TermsContent, type TermsContentProps } from './TermsContent';
export type { DataBasis, EligibleDepartment, EligibleDepartmentList } from './types';
