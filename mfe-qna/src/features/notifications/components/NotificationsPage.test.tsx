import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@smunity/api-contract';
import { clearMember, setMember } from '@smunity/shared-auth';
import {
  currentLocation,
  expectNoUnexpectedCalls,
  installRoutedApi,
  MEMBER,
  noContent,
  ok,
} from '@smunity/shared-auth/src/testing';
import { ROUTES } from '@smunity/shared-ui';
import { subscribeHeaderItems } from '../../../header';
import { renderQna, renderQnaIn } from '../../../testing/renderQna';

const notificationOf = (
  fields: Partial<Notification> & Pick<Notification, 'id'>,
): Notification => ({
  kind: 'ANSWERED',
  questionId: 7,
  questionTitle: '전공선택 학점 질문',
  createdAt: '2025-03-02T05:00:00.000Z',
  read: false,
  ...fields,
});

const pageOf = (content: Notification[]) => ({
  content,
  totalPages: content.length === 0 ? 0 : 1,
  totalElements: content.length,
  number: 0,
  size: 20,
});

afterEach(() => {
  clearMember();
  jest.restoreAllMocks();
  expectNoUnexpectedCalls();
});

describe('notifications page', () => {
  it('sends visitors to the login', () => {
    renderQna(ROUTES.QNA_NOTIFICATIONS);
    expect(currentLocation()).toBe('/accounts/login');
  });

  it('lists answered and changed questions, newest first, unread ones marked', async () => {
    setMember(MEMBER);
    installRoutedApi({
      'GET /notifications': ok(
        pageOf([
          notificationOf({
            id: 2,
            kind: 'ANSWER_CHANGED',
            questionId: 8,
            questionTitle: '교양 질문',
          }),
          notificationOf({ id: 1, read: true }),
        ]),
      ),
    });
    renderQna(ROUTES.QNA_NOTIFICATIONS);

    expect(await screen.findByRole('heading', { level: 1, name: '알림' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: '알림 목록' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      "새 알림'교양 질문' 질문의 답변이 수정되었습니다.",
      "'전공선택 학점 질문' 질문에 답변이 달렸습니다.",
    ]);
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/qna/questions/7',
    );
  });

  it('opening an unread one marks it read and goes to the question', async () => {
    setMember(MEMBER);
    const api = installRoutedApi({
      'GET /notifications': ok(pageOf([notificationOf({ id: 5 })])),
      'POST /notifications/5/read': noContent,
      'GET /questions/7': ok({
        id: 7,
        title: '전공선택 학점 질문',
        content: '내용',
        author: '이상명',
        isAuthor: true,
        answered: true,
        createdAt: '2025-03-01T05:00:00.000Z',
        updatedAt: '2025-03-01T05:00:00.000Z',
      }),
      'GET /questions/7/answer': ok({
        id: 3,
        questionId: 7,
        content: '답변',
        createdAt: '2025-03-02T05:00:00.000Z',
        updatedAt: '2025-03-02T05:00:00.000Z',
      }),
    });
    renderQna(ROUTES.QNA_NOTIFICATIONS);

    await userEvent.click(await screen.findByRole('link', { name: /질문에 답변이 달렸습니다/ }));
    expect(currentLocation()).toBe('/qna/questions/7');
    await waitFor(() => expect(api.callsTo('POST /notifications/5/read')).toHaveLength(1));
  });

  it('"모두 읽음" marks every one read and shows the list again', async () => {
    setMember(MEMBER);
    const api = installRoutedApi({
      'GET /notifications': ok(pageOf([notificationOf({ id: 5 })])),
      'POST /notifications/read-all': noContent,
    });
    renderQna(ROUTES.QNA_NOTIFICATIONS);
    await screen.findByRole('list', { name: '알림 목록' });
    api.reply({ 'GET /notifications': ok(pageOf([notificationOf({ id: 5, read: true })])) });

    await userEvent.click(screen.getByRole('button', { name: '모두 읽음' }));
    await waitFor(() => expect(api.callsTo('POST /notifications/read-all')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('새 알림')).not.toBeInTheDocument());
    expect(api.callsTo('GET /notifications')).toHaveLength(2);
  });

  it('says so when there is nothing', async () => {
    setMember(MEMBER);
    installRoutedApi({ 'GET /notifications': ok(pageOf([])) });
    renderQna(ROUTES.QNA_NOTIFICATIONS);
    expect(await screen.findByText('알림이 없습니다.')).toBeInTheDocument();
  });
});

describe("the site header's 알림 entry (./header)", () => {
  it('gives the unread count while subscribed, and stops asking after', async () => {
    setMember(MEMBER);
    const api = installRoutedApi({ 'GET /notifications/unread-count': ok({ count: 2 }) });
    const seen: unknown[] = [];
    const unsubscribe = subscribeHeaderItems((items) => seen.push(items));

    await waitFor(() =>
      expect(seen.at(-1)).toEqual([
        {
          id: 'notifications',
          label: '알림',
          to: '/qna/notifications',
          count: 2,
          countLabel: '읽지 않은 알림 2개',
        },
      ]),
    );
    unsubscribe();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(api.callsTo('GET /notifications/unread-count')).toHaveLength(1);
  });
});

describe('notifications in English', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('lists the notifications in English', async () => {
    setMember(MEMBER);
    installRoutedApi({
      'GET /notifications': ok(
        pageOf([
          notificationOf({ id: 2, kind: 'ANSWER_CHANGED', questionTitle: '교양 질문' }),
          notificationOf({ id: 1, read: true }),
        ]),
      ),
    });
    await renderQnaIn('en', ROUTES.QNA_NOTIFICATIONS);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
    const items = within(
      await screen.findByRole('list', { name: 'Your notifications' }),
    ).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'NewThe answer to your question “교양 질문” has been edited.',
      'Your question “전공선택 학점 질문” has been answered.',
    ]);
  });

  it('says in English that there is nothing', async () => {
    setMember(MEMBER);
    installRoutedApi({ 'GET /notifications': ok(pageOf([])) });
    await renderQnaIn('en', ROUTES.QNA_NOTIFICATIONS);
    expect(await screen.findByText('No notifications.')).toBeInTheDocument();
  });

  it("gives the header's entry in the page's language, the count formatted", async () => {
    document.documentElement.lang = 'en';
    setMember(MEMBER);
    installRoutedApi({ 'GET /notifications/unread-count': ok({ count: 1200 }) });
    const seen: unknown[] = [];
    const unsubscribe = subscribeHeaderItems((items) => seen.push(items));

    await waitFor(() =>
      expect(seen.at(-1)).toEqual([
        {
          id: 'notifications',
          label: 'Notifications',
          to: '/qna/notifications',
          count: 1200,
          countLabel: '1,200 unread',
        },
      ]),
    );
    unsubscribe();
  });
});
