import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { HeaderItem, RemoteHeaderModule } from '../remotes/contract';
import type { LoadHeaderModule } from '../remotes/headerItems';
import { InKorean } from '../testing/inLanguage';
import { RemoteHeaderLinks } from './RemoteHeaderLinks';

/** A remote's './header' whose items the test sets, and whether anyone listens. */
function fakeHeaderModule() {
  let listener: ((items: HeaderItem[]) => void) | undefined;
  const headerModule: RemoteHeaderModule = {
    subscribeHeaderItems(next) {
      listener = next;
      next([]);
      return () => {
        listener = undefined;
      };
    },
  };
  return {
    headerModule,
    show: (items: HeaderItem[]) => listener?.(items),
    isSubscribed: () => listener !== undefined,
  };
}

const notifications = (count: number): HeaderItem => ({
  id: 'notifications',
  label: '알림',
  to: '/qna/notifications',
  count,
  countLabel: `읽지 않은 알림 ${count}개`,
});

function renderLinks(load: LoadHeaderModule) {
  return render(
    <MemoryRouter>
      <ul>
        <RemoteHeaderLinks load={load} />
      </ul>
    </MemoryRouter>,
    { wrapper: InKorean },
  );
}

describe("the remotes' header entries", () => {
  it('shows what the remote contributes, with its count, and follows its changes', async () => {
    const remote = fakeHeaderModule();
    const { unmount } = renderLinks(async () => remote.headerModule);
    await waitFor(() => expect(remote.isSubscribed()).toBe(true));

    act(() => remote.show([notifications(3)]));
    const link = await screen.findByRole('link', { name: '알림 (읽지 않은 알림 3개)' });
    expect(link).toHaveAttribute('href', '/qna/notifications');

    // No count when nothing is unread.
    act(() => remote.show([notifications(0)]));
    expect(await screen.findByRole('link', { name: '알림' })).toBeInTheDocument();

    unmount();
    expect(remote.isSubscribed()).toBe(false);
  });

  it('shows nothing when the remote cannot be loaded', async () => {
    const load = jest.fn(() => Promise.reject(new Error('mfe_qna is down')));
    renderLinks(load);
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
