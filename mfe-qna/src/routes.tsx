import { firstViewFetching } from '@smunity/mf-platform/src/firstViewHandle';
import { RequireAdmin, RequireAuth } from '@smunity/shared-auth';
import { ROUTES, withAreaMessages } from '@smunity/shared-ui';
import type { RemoteRoutesModule } from './contract';
import { QNA_CATALOG } from './messages/catalog';
import { adminRoutes } from './features/admin/routes';
import { AnswerCreatePage } from './features/answers/components/AnswerCreatePage';
import { AnswerModifyPage } from './features/answers/components/AnswerModifyPage';
import { ANSWER_URL_PATTERN } from './features/answers/api/answersApi';
import { AnswerSection } from './features/answers/components/AnswerSection';
import { NotificationsPage } from './features/notifications/components/NotificationsPage';
import { PrivacyPage } from './features/privacy/components/PrivacyPage';
import {
  FIRST_QUESTION_PAGE_URL,
  QUESTION_URL_PATTERN,
} from './features/questions/api/questionsApi';
import { QuestionCreatePage } from './features/questions/components/QuestionCreatePage';
import {
  QuestionDetailPage,
  type AnswerSlotProps,
} from './features/questions/components/QuestionDetailPage';
import { QuestionListPage } from './features/questions/components/QuestionListPage';
import { QuestionModifyPage } from './features/questions/components/QuestionModifyPage';
import { QuestionPreview } from './features/questions/components/QuestionPreview';
import { TermsPage } from './features/terms/components/TermsPage';

// Features do not import each other: the question page and the answer pages show the other
// feature's part through these two slots, filled here.
const renderAnswer = (props: AnswerSlotProps) => <AnswerSection {...props} />;
const renderQuestion = (questionId: string) => <QuestionPreview questionId={questionId} />;

/** Exposed as './routes'; mounted by the shell under /qna (paths are relative to it). */
export const routes: RemoteRoutesModule['routes'] = withAreaMessages(QNA_CATALOG, [
  { path: 'terms', element: <TermsPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  // The board's frame and loading state, prerendered by this build, its questions preloaded
  // with it (docs/adr/0041).
  {
    path: 'questions',
    element: <QuestionListPage />,
    handle: firstViewFetching([FIRST_QUESTION_PAGE_URL]),
  },
  // A question's frame and loading state, the same for every id (the build checks): prerendered
  // once for the pattern, the question preloaded with it at each id (docs/adr/0041).
  {
    path: 'questions/:id',
    element: <QuestionDetailPage renderAnswer={renderAnswer} />,
    // Its answer, if it has one, comes with it when the server renders it with its data
    // (docs/adr/0044).
    handle: firstViewFetching([QUESTION_URL_PATTERN], { id: 'positive-integer' }, [
      ANSWER_URL_PATTERN,
    ]),
  },
  {
    element: <RequireAuth />,
    children: [
      { path: 'questions/create', element: <QuestionCreatePage /> },
      // The author-or-admin rule needs the question itself, so the page applies it (docs/domain.md §7).
      { path: 'questions/:id/modify', element: <QuestionModifyPage /> },
      { path: 'notifications', element: <NotificationsPage /> },
    ],
  },
  {
    // The answer pages: a visitor logs in first (and comes back), then a member who is not an
    // admin is sent to the board.
    element: <RequireAuth />,
    children: [
      {
        element: <RequireAdmin redirectTo={ROUTES.QNA_QUESTIONS} />,
        children: [
          {
            path: 'questions/:id/answer',
            element: <AnswerCreatePage renderQuestion={renderQuestion} />,
          },
          {
            path: 'questions/:id/answer/modify',
            element: <AnswerModifyPage renderQuestion={renderQuestion} />,
          },
        ],
      },
    ],
  },
  // The admins' area: lazily loaded pages behind their own guards.
  ...adminRoutes,
]);
