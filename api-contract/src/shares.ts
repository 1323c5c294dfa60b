import type { Static } from 'typebox';
import type {
  ShareBodySchema,
  ShareCreatedSchema,
  SharedResultSchema,
  ShareListSchema,
} from '../../api/src/modules/shares/schemas';

/** POST /shares */
export type ShareBody = Static<typeof ShareBodySchema>;
/** POST /shares (201): the token is given only here. */
export type ShareCreated = Static<typeof ShareCreatedSchema>;
/** GET /shares */
export type ShareList = Static<typeof ShareListSchema>;
/** One live link of GET /shares. */
export type ShareSummary = ShareList['content'][number];
/** GET /shares/{token} (public): the snapshot taken at sharing time. */
export type SharedResult = Static<typeof SharedResultSchema>;
