import { RequireAuth } from '@smunity/shared-auth';
import type { RemoteRoutesModule } from './contract';
import { MailSettingsCard } from './features/mail-settings/components/MailSettingsCard';
import { MyPage } from './features/profile/components/MyPage';
import { PlanPage } from './features/plan/components/PlanPage';
import { ResultPage } from './features/result/components/ResultPage';
import { SessionsCard } from './features/sessions/components/SessionsCard';
import { SharedResultPage } from './features/shared-result/components/SharedResultPage';
import { WhatIfPage } from './features/what-if/components/WhatIfPage';

/**
 * Exposed as './routes'; mounted by the shell under /mypage (paths are relative to it). The
 * public `shared` route is also mounted at /shared (the registry's alias), so a share link reads
 * /shared/{token}.
 */
export const routes: RemoteRoutesModule['routes'] = [
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
      { path: 'result', element: <ResultPage /> },
      { path: 'what-if', element: <WhatIfPage /> },
      { path: 'plan', element: <PlanPage /> },
    ],
  },
  {
    // For anyone holding a share link: no login.
    path: 'shared',
    children: [{ path: ':token', element: <SharedResultPage /> }],
  },
];
