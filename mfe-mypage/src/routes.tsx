import { membersFetching } from '@smunity/mf-platform/src/firstViewHandle';
import { RequireAuth } from '@smunity/shared-auth';
import { withAreaMessages } from '@smunity/shared-ui';
import type { RemoteRoutesModule } from './contract';
import { MYPAGE_CATALOG } from './messages/catalog';
import { MailConfirmationPage } from './features/mail-settings/components/MailConfirmationPage';
import { MailSettingsCard } from './features/mail-settings/components/MailSettingsCard';
import { MyPage } from './features/profile/components/MyPage';
import { PLAN_PAGE_FIRST_READS } from './features/plan/api/planApi';
import { PlanPage } from './features/plan/components/PlanPage';
import { GRADUATION_CHECK_URL } from './features/result/api/graduationResult';
import { ResultPage } from './features/result/components/ResultPage';
import { SessionsCard } from './features/sessions/components/SessionsCard';
import { SharedResultPage } from './features/shared-result/components/SharedResultPage';
import { WhatIfPage } from './features/what-if/components/WhatIfPage';

/**
 * Exposed as './routes'; mounted by the shell under /mypage (paths are relative to it). The
 * public `shared` route is also mounted at /shared (the registry's alias), so a share link reads
 * /shared/{token}.
 */
export const routes: RemoteRoutesModule['routes'] = withAreaMessages(MYPAGE_CATALOG, [
  {
    // Members only; visitors are sent to the login.
    element: <RequireAuth />,
    children: [
      {
        index: true,
        element: (
          <MyPage>
            <MailSettingsCard />
            <SessionsCard />
          </MyPage>
        ),
      },
      // Their one api read comes preloaded with a member's page (docs/adr/0042).
      {
        path: 'result',
        element: <ResultPage />,
        handle: membersFetching([GRADUATION_CHECK_URL]),
      },
      { path: 'what-if', element: <WhatIfPage /> },
      { path: 'plan', element: <PlanPage />, handle: membersFetching(PLAN_PAGE_FIRST_READS) },
    ],
  },
  // The link of an address-confirmation mail: no login, the token is the proof.
  { path: 'mail-confirmation', element: <MailConfirmationPage /> },
  {
    // For anyone holding a share link: no login.
    path: 'shared',
    children: [{ path: ':token', element: <SharedResultPage /> }],
  },
]);
