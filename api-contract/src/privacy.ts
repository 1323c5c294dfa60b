import type { Static } from 'typebox';
import type { MyDataSchema, PrivacyPolicySchema } from '../../api/src/modules/privacy/schemas';

/** GET /privacy/policy: the collected items, retention, officer and GA, from the api's settings. */
export type PrivacyPolicy = Static<typeof PrivacyPolicySchema>;

/** GET /privacy/my-data: everything stored about the member (내 정보 내려받기). */
export type MyData = Static<typeof MyDataSchema>;
