// The api's vocabulary and rules the pages share: values, not types, re-exported from the api
// modules that define them (each imports nothing, so only these reach a bundle;
// lint/import-boundaries.mjs checks that; docs/adr/0029).
export { CATEGORY_LABEL, DOMAIN_LABEL, DOMAINS } from '../../api/src/audit/enums';
export { entranceYearOf, isStudentNumber } from '../../api/src/academic/student-number';
