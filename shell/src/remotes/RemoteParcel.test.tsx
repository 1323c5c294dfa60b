import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppProps } from 'single-spa';
import { useSession } from 'shared-auth';
import { renderApp } from '../testing/renderApp';
import type { RemoteParcelModule, RemoteParcelProps } from './contract';
import { loadRemoteParcel, locateRemote, relocateRemote } from './federation';

jest.mock('shared-auth', () => ({
  useSession: jest.fn(),
  logout: jest.fn(),
  publicClient: { get: jest.fn(() => new Promise(() => {})) },
}));
jest.mock('./federation', () => ({
  locateRemote: jest.fn(),
  relocateRemote: jest.fn(),
  loadRemoteParcel: jest.fn(),
}));

const FALLBACK_TEXT = '이 영역을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

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

// The area cache lives for the whole file (as for a whole visit), so each test uses its own remote.
describe('RemoteArea in parcel mode', () => {
  let consoleError: jest.SpyInstance;

  beforeEach(() => {
    jest
      .mocked(useSession)
      .mockReturnValue({ member: null, isLoggedIn: false, isAdmin: false, username: null });
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const parcelMode = {
      entry: 'http://127.0.0.1:3003/0.1.0-abc/mf-manifest.json',
      mode: 'parcel' as const,
    };
    jest.mocked(locateRemote).mockResolvedValue(parcelMode);
    jest.mocked(relocateRemote).mockResolvedValue(parcelMode);
  });
  afterEach(() => {
    consoleError.mockRestore();
    jest.mocked(loadRemoteParcel).mockReset();
  });

  it("mounts the remote's parcel inside the layout, and unmounts it when the visitor leaves", async () => {
    const parcel = fakeParcel('Q&A 게시판');
    jest.mocked(loadRemoteParcel).mockResolvedValue(parcel);
    const { router } = await renderApp('/qna/questions');

    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Q&A 게시판' })).toBeInTheDocument();
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
    jest
      .mocked(loadRemoteParcel)
      .mockResolvedValueOnce(
        fakeParcel('마이페이지', (props) => {
          reportCrash = props.onRenderError;
        }),
      )
      .mockResolvedValueOnce(fakeParcel('마이페이지'));
    await renderApp('/mypage');
    expect(
      await screen.findByRole('heading', { level: 1, name: '마이페이지' }),
    ).toBeInTheDocument();

    await act(async () => reportCrash(new Error('remote bug')));

    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK_TEXT);
    expect(screen.queryByRole('heading', { name: '마이페이지' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await act(() => userEvent.click(screen.getByRole('button', { name: '다시 시도' })));

    expect(relocateRemote).toHaveBeenCalledWith('mfe_mypage');
    expect(
      await screen.findByRole('heading', { level: 1, name: '마이페이지' }),
    ).toBeInTheDocument();
  });
});
