/** Public API of the graduation audit engine (pure, no I/O). */
export * from './enums';
export * from './types';
export * from './rule-set';
export { auditGraduation, requirementContextOf } from './audit';
export {
  BASIC_ENG_MATH_KEYWORDS,
  categoryOf,
  majorModeOf,
  subDomainFromText,
  subDomainOf,
} from './classify';
export { requirementResult } from './status';
export { portalCourse, type CourseRow } from './portal-course';
export type { RuleSources } from './parse-rules';
export { RULE_TABLES, parseRuleSet } from './parse-rules';
export type { RuleCell, RuleRow, RuleTable } from './rule-table';
export { RuleSetError } from './rule-table';
