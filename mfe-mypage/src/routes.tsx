import { RequireAuth } from 'shared-auth';
import type { RemoteRoutesModule } from './contract';
import { MyPage } from './features/profile/components/MyPage';
import { ResultPage } from './features/result/components/ResultPage';

/** Exposed as './routes'; mounted by the shell under /mypage (paths are relative to it). */
export const routes: RemoteRoutesModule['routes'] = [
  {
    // Members only; visitors are sent to the login.
    element: <RequireAuth />,
    children: [
      { index: true, element: <MyPage /> },
      { path: 'result', element: <ResultPage /> },
    ],
  },
];
