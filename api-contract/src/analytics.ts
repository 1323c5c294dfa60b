import type { Static } from 'typebox';
import type { PageViewBodySchema } from '../../api/src/modules/analytics/schemas';

/** POST /analytics/pageviews */
export type PageViewBody = Static<typeof PageViewBodySchema>;
