// Exposed as './parcel': this remote's routes as a single-spa parcel, in a React root and a router
// of its own, for a shell that lists the remote with "mode": "parcel" in remotes.json (ADR 0014).
import { createAreaParcel } from '@smunity/mf-platform/src/parcel';
import { AREA_PATHS, AreaMessages, NotFoundNotice } from '@smunity/shared-ui';
import { ACCOUNTS_CATALOG } from './messages/catalog';
import { routes } from './routes';

export const { bootstrap, mount, update, unmount } = createAreaParcel({
  areaPath: AREA_PATHS.accounts,
  routes,
  notFound: (
    <AreaMessages catalog={ACCOUNTS_CATALOG}>
      <NotFoundNotice />
    </AreaMessages>
  ),
});
