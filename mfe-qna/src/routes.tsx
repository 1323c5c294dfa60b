import { RequireAdmin, RequireAuth } from 'shared-auth';
import { ROUTES } from 'shared-ui';
import type { RemoteRoutesModule } from './contract';
import { AnswerCreatePage } from './features/answers/components/AnswerCreatePage';
import { AnswerModifyPage } from './features/answers/components/AnswerModifyPage';
import { PrivacyPage } from './features/privacy/components/PrivacyPage';
import { QuestionCreatePage } from './features/questions/components/QuestionCreatePage';
import { QuestionDetailPage } from './features/questions/components/QuestionDetailPage';
import { QuestionListPage } from './features/questions/components/QuestionListPage';
import { QuestionModifyPage } from './features/questions/components/QuestionModifyPage';
import { TermsPage } from './features/terms/components/TermsPage';
import { InfoTabsLayout } from './layout/InfoTabsLayout';

/** Exposed as './routes'; mounted by the shell under /qna (paths are relative to it). */
export const routes: RemoteRoutesModule['routes'] = [
  {
    element: <InfoTabsLayout />,
    children: [
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'questions', element: <QuestionListPage /> },
    ],
  },
  { path: 'questions/:id', element: <QuestionDetailPage /> },
  {
    element: <RequireAuth />,
    children: [
      { path: 'questions/create', element: <QuestionCreatePage /> },
      // The author-or-admin rule needs the question itself, so the page applies it (spec §2).
      { path: 'questions/:id/modify', element: <QuestionModifyPage /> },
    ],
  },
  {
    element: <RequireAdmin redirectTo={ROUTES.QNA_QUESTIONS} />,
    children: [
      { path: 'questions/:id/answer', element: <AnswerCreatePage /> },
      { path: 'questions/:id/answer/modify', element: <AnswerModifyPage /> },
    ],
  },
];
