import { AREA_PATHS } from '@smunity/shared-ui';

/** The admins' pages (issue 13); only this feature links to them, the site header via the registry. */
export const ADMIN_PATHS = {
  DASHBOARD: `${AREA_PATHS.qna}/admin`,
  QUESTIONS: `${AREA_PATHS.qna}/admin/questions`,
  ADMINS: `${AREA_PATHS.qna}/admin/admins`,
  REFERENCE_DATA: `${AREA_PATHS.qna}/admin/reference-data`,
} as const;
