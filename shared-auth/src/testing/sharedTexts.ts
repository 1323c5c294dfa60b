// The texts every app's catalog holds besides its own: shared-ui's and shared-auth's, as
// `appCatalog(…, [AUTH_CATALOG])` merges them. For tests of shared-auth's own components.
import { appCatalog } from '@smunity/shared-ui';
import { AUTH_CATALOG } from '../messages/catalog';

export const SHARED_CATALOG = appCatalog({}, () => Promise.resolve({}), [AUTH_CATALOG]);
