import { AreaMessages } from '@smunity/shared-ui';
import { Outlet } from 'react-router-dom';
import { ADMIN_CATALOG } from '../../../messages/admin/catalog';

/**
 * The admins' pages under their own texts (../routes.tsx): loaded with the pages' chunk, so the
 * catalog travels with them and not with the board (docs/adr/0023).
 */
export function AdminArea() {
  return (
    <AreaMessages catalog={ADMIN_CATALOG}>
      <Outlet />
    </AreaMessages>
  );
}
