export { TermsContent, type TermsContentProps } from './TermsContent';
export type { CurrentTerm, EligibleDepartment, EligibleDepartmentList, Loader } from './types';
