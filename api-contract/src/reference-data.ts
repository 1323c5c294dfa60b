import type { Static } from 'typebox';
import type {
  ImportBodySchema,
  ImportResultSchema,
  ReferenceDataStatusSchema,
} from '../../api/src/modules/reference-data/schemas';

/** GET /admin/reference-data: what reference data is live, and the recent imports. */
export type ReferenceDataStatus = Static<typeof ReferenceDataStatusSchema>;
/** POST /admin/reference-data/import: a set of files, checked (dryRun) or applied. */
export type ReferenceDataImportBody = Static<typeof ImportBodySchema>;
export type ReferenceDataImportResult = Static<typeof ImportResultSchema>;
