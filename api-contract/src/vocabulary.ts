// The api's vocabulary as the pages show it: values, not types, re-exported from the api module
// that defines them (src/audit/enums.ts imports nothing, so only these constants reach a bundle;
// lint/import-boundaries.mjs checks that; docs/adr/0029).
export { CATEGORY_LABEL, DOMAIN_LABEL, DOMAINS } from '../../api/src/audit/enums';
