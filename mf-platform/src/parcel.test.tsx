import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router-dom';
import { mountRootParcel, patchHistoryApi, type Parcel } from 'single-spa';
import { createAreaParcel, type AreaParcelProps } from './parcel';

function CrashingPage(): never {
  throw new Error('remote bug');
}

const parcelConfig = createAreaParcel({
  areaPath: '/qna',
  notFound: (
    <>
      <h1>페이지를 찾을 수 없습니다</h1>
      <p>주소를 다시 확인해 주세요.</p>
    </>
  ),
  routes: [
    {
      element: <Outlet />,
      children: [
        { path: 'terms', element: <h1>이용약관</h1> },
        {
          path: 'questions',
          element: (
            <>
              <h1>Q&A 게시판</h1>
              {/* Absolute links (ROUTES) inside and outside the area, as the remotes write them. */}
              <Link to="/qna/terms">이용약관 보기</Link>
              <Link to="/accounts/login">로그인</Link>
            </>
          ),
        },
        { path: 'broken', element: <CrashingPage /> },
      ],
    },
  ],
});

/** The shell's side, reduced to what a parcel sees: an element, a crash handler, the history. */
async function mountArea(url: string) {
  window.history.replaceState(null, '', url);
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const onRenderError = jest.fn<void, Parameters<AreaParcelProps['onRenderError']>>();
  const parcel: Parcel = mountRootParcel(parcelConfig, { domElement, onRenderError });
  await parcel.mountPromise;
  return { parcel, area: within(domElement), domElement, onRenderError };
}

/** What the shell's router does on a nav click; the patched history tells the parcel. */
function shellNavigates(path: string) {
  window.history.pushState(null, '', path);
}

describe('an area as a single-spa parcel', () => {
  beforeAll(() => {
    // The parcel renders in a React root of its own that single-spa mounts and unmounts, as in the
    // browser; the test waits for what it shows instead of wrapping that root's work in act().
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
    patchHistoryApi({ urlRerouteOnly: true });
  });
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.replaceChildren();
  });

  it("renders the area's page for the URL, in the element the shell gives it", async () => {
    const { parcel, area } = await mountArea('/qna/questions');

    expect(area.getByRole('heading', { level: 1, name: 'Q&A 게시판' })).toBeInTheDocument();
    await parcel.unmount();
  });

  it('follows its own links and the URL changes of the shell', async () => {
    const { parcel, area } = await mountArea('/qna/questions');

    await userEvent.click(area.getByRole('link', { name: '이용약관 보기' }));
    expect(await area.findByRole('heading', { level: 1, name: '이용약관' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/qna/terms');

    shellNavigates('/qna/questions');
    expect(await area.findByRole('heading', { level: 1, name: 'Q&A 게시판' })).toBeInTheDocument();
    await parcel.unmount();
  });

  it('renders nothing for a URL outside its area, which belongs to the shell', async () => {
    const { parcel, area, domElement } = await mountArea('/qna/questions');

    await userEvent.click(area.getByRole('link', { name: '로그인' }));

    expect(window.location.pathname).toBe('/accounts/login');
    await waitFor(() => expect(domElement).toBeEmptyDOMElement());
    await parcel.unmount();
  });

  it('shows the unknown-route page for an unknown path inside the area', async () => {
    const { parcel, area } = await mountArea('/qna/no-such-page');

    expect(area.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
    await parcel.unmount();
  });

  it('hands a page that crashes while rendering to the shell', async () => {
    const { parcel, onRenderError } = await mountArea('/qna/broken');

    await waitFor(() =>
      expect(onRenderError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'remote bug' }),
      ),
    );
    await parcel.unmount();
  });

  it('empties its element and stops following the history once unmounted', async () => {
    const { parcel, domElement } = await mountArea('/qna/questions');

    await parcel.unmount();
    shellNavigates('/qna/terms');
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(domElement).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
