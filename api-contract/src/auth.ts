import type { Static } from 'typebox';
import type { VerificationResponseSchema } from '../../api/src/modules/auth/schemas';
import type { PortalCredentialsSchema } from '../../api/src/modules/members/fields';

/** The portal login (학번 and 샘물 password) of POST /auth/register, /auth/password/reset, … */
export type PortalCredentials = Static<typeof PortalCredentialsSchema>;
/** 200 of POST /auth/register and /auth/password/reset: the portal profile and the auth token. */
export type VerificationResponse = Static<typeof VerificationResponseSchema>;
