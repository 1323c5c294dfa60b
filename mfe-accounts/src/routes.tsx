import { FIRST_VIEW } from '@smunity/mf-platform/src/firstViewHandle';
import { RequireGuest } from '@smunity/shared-auth';
import { withAreaMessages } from '@smunity/shared-ui';
import type { RemoteRoutesModule } from './contract';
import { ACCOUNTS_CATALOG } from './messages/catalog';
import { AgreePage } from './features/agree/components/AgreePage';
import { LoginPage } from './features/login/components/LoginPage';
import { PasswordResetPage } from './features/password-reset/components/PasswordResetPage';
import { RegisterPage } from './features/register/components/RegisterPage';

/** Exposed as './routes'; mounted by the shell under /accounts (paths are relative to it). */
export const routes: RemoteRoutesModule['routes'] = withAreaMessages(ACCOUNTS_CATALOG, [
  {
    // Every accounts page is for visitors; members are sent to their page.
    element: <RequireGuest />,
    children: [
      // Prerendered by this build for the shell's server (docs/adr/0041).
      { path: 'login', element: <LoginPage />, handle: FIRST_VIEW },
      { path: 'agree', element: <AgreePage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'password/reset', element: <PasswordResetPage /> },
    ],
  },
]);
