import type { Static } from 'typebox';
import type { CurrentTermSchema } from '../../api/src/modules/terms/schemas';

/** GET /terms/current: the term the recommendations and checks follow. */
export type CurrentTerm = Static<typeof CurrentTermSchema>;
