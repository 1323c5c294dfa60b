import { act, screen, waitFor, within } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { holdHomeFigures, renderApp } from '../testing/renderApp';
import type { RemoteParcelModule, RemoteParcelProps } from './contract';
import { loadRemoteParcel, relocateRemote } from './federation';
import { arrangeRemotesAt, clickRetry, FALLBACK_TEXT } from './testing';

// A visitor; the layout's reads never answer.
beforeEach(() => holdHomeFigures());

jest.mock('./federation', () => ({
  locateRemote: jest.fn(),
  relocateRemote: jest.fn(),
  loadRemoteParcel: jest.fn(),
}));

type MountProps = RemoteParcelProps & AppProps;

/** single-spa gives a parcel the element to render into (its typings leave it out). */
function domElementOf(props: MountProps): HTMLElement {
  if ('domElement' in props && props.domElement instanceof HTMLElement) return props.domElement;
  throw new Error('A parcel is mounted without its domElement.');
}

/** A parcel standing in for a remote's './parcel': it writes its page into the element it is given. */
function fakeParcel(heading: string, onMount: (props: MountProps) => void = () => {}) {
  const lifecycles = {
    bootstrap: jest.fn(async () => {}),
    mount: jest.fn(async (props: MountProps) => {
      const title = document.createElement('h1');
      title.textContent = heading;
      domElementOf(props).append(title);
      onMount(props);
    }),
    update: jest.fn(async () => {}),
    unmount: jest.fn(async (props: MountProps) => domElementOf(props).replaceChildren()),
  };
  return lifecycles satisfies RemoteParcelModule;
}

/**
 * The page of `parcel` once it stays. In development StrictMode runs the area's effects twice, so
 * the Parcel mounts the remote, unmounts it and mounts it again: a heading found before that is the
 * first mount's, and gone a moment later.
 */
async function findStayingHeading(parcel: ReturnType<typeof fakeParcel>, name: string) {
  await waitFor(() => {
    expect(parcel.mount).toHaveBeenCalledTimes(2);
    expect(parcel.unmount).toHaveBeenCalledTimes(1);
  });
  return screen.findByRole('heading', { level: 1, name });
}

// The area cache lives for the whole file (as for a whole visit), so each test uses its own remote.
describe('RemoteArea in parcel mode', () => {
  arrangeRemotesAt(
    { entry: 'http://127.0.0.1:3003/0.1.0-abc/mf-manifest.json', mode: 'parcel' },
    loadRemoteParcel,
  );

  it("mounts the remote's parcel inside the layout, and unmounts it when the visitor leaves", async () => {
    const parcel = fakeParcel('Q&A 게시판');
    jest.mocked(loadRemoteParcel).mockResolvedValue(parcel);
    const { router } = await renderApp('/qna/questions');

    const heading = await findStayingHeading(parcel, 'Q&A 게시판');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBe(heading);
    expect(loadRemoteParcel).toHaveBeenCalledWith('mfe_qna');
    expect(screen.getByRole('navigation', { name: '주 메뉴' })).toBeInTheDocument();
    expect(parcel.mount).toHaveBeenCalledWith(
      expect.objectContaining({ onRenderError: expect.any(Function) }),
    );

    await act(() => router.navigate('/'));

    // Every mount is undone (StrictMode mounts twice in development).
    expect(parcel.unmount).toHaveBeenCalledTimes(parcel.mount.mock.calls.length);
    expect(screen.queryByRole('heading', { name: 'Q&A 게시판' })).not.toBeInTheDocument();
  });

  it('shows the fallback when a page of the parcel crashes, and mounts it again on 다시 시도', async () => {
    let reportCrash: RemoteParcelProps['onRenderError'] = () => {};
    const crashing = fakeParcel('마이페이지', (props) => {
      reportCrash = props.onRenderError;
    });
    const again = fakeParcel('마이페이지');
    jest.mocked(loadRemoteParcel).mockResolvedValueOnce(crashing).mockResolvedValueOnce(again);
    await renderApp('/mypage');
    expect(await findStayingHeading(crashing, '마이페이지')).toBeInTheDocument();

    await act(async () => reportCrash(new Error('remote bug')));

    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK_TEXT);
    expect(screen.queryByRole('heading', { name: '마이페이지' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await clickRetry();

    // The area loads again in steps, each in a task of its own (remoteAreas.ts).
    await waitFor(() => expect(relocateRemote).toHaveBeenCalledWith('mfe_mypage'));
    expect(await findStayingHeading(again, '마이페이지')).toBeInTheDocument();
  });
});
