import { loadRemoteParcel, loadRemoteRoutes, locateRemote, relocateRemote } from './federation';
import { RemoteParcel, shareHistoryBetweenRouters } from './parcelHost';
import type * as RemoteAreas from './remoteAreas';

jest.mock('./federation', () => ({
  locateRemote: jest.fn(),
  relocateRemote: jest.fn(),
  loadRemoteRoutes: jest.fn(),
  loadRemoteParcel: jest.fn(),
}));
jest.mock('./parcelHost', () => ({
  RemoteParcel: () => null,
  shareHistoryBetweenRouters: jest.fn(),
}));

const ENTRY = 'http://127.0.0.1:3003/0.1.0-abc/mf-manifest.json';
const routes = [{ path: 'terms' }];
const parcel = { bootstrap: jest.fn(), mount: jest.fn(), update: jest.fn(), unmount: jest.fn() };

// The areas are remembered for the page's lifetime, so each test loads a fresh copy.
function loadRemoteAreas(): typeof RemoteAreas {
  let remoteAreas: typeof RemoteAreas | undefined;
  jest.isolateModules(() => {
    remoteAreas = jest.requireActual<typeof RemoteAreas>('./remoteAreas');
  });
  return remoteAreas!;
}

describe('remote areas', () => {
  beforeEach(() => {
    jest.mocked(locateRemote).mockResolvedValue({ entry: ENTRY, mode: 'federation' });
    jest.mocked(loadRemoteRoutes).mockResolvedValue({ routes });
  });
  afterEach(() => jest.clearAllMocks());

  it('loads an area once: a preload is what the area later renders', async () => {
    const { getRemoteArea, preloadRemoteArea } = loadRemoteAreas();

    preloadRemoteArea('mfe_qna');
    preloadRemoteArea('mfe_qna');
    const area = getRemoteArea('mfe_qna');

    await expect(area).resolves.toEqual({ mode: 'federation', routes });
    expect(getRemoteArea('mfe_qna')).toBe(area);
    expect(loadRemoteRoutes).toHaveBeenCalledTimes(1);
    expect(loadRemoteParcel).not.toHaveBeenCalled();
  });

  it('keeps the failure of a preload for the area to show, without an unhandled rejection', async () => {
    jest.mocked(locateRemote).mockRejectedValue(new Error('remotes.json answered 503'));
    const { getRemoteArea, preloadRemoteArea } = loadRemoteAreas();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);

    preloadRemoteArea('mfe_qna');
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    await expect(getRemoteArea('mfe_qna')).rejects.toThrow('503');
  });

  it("mounts a parcel remote with the parcel host, after sharing the window's history", async () => {
    jest.mocked(locateRemote).mockResolvedValue({ entry: ENTRY, mode: 'parcel' });
    jest.mocked(loadRemoteParcel).mockResolvedValue(parcel);
    const { getRemoteArea } = loadRemoteAreas();

    await expect(getRemoteArea('mfe_qna')).resolves.toEqual({
      mode: 'parcel',
      parcel,
      ParcelHost: RemoteParcel,
    });
    expect(shareHistoryBetweenRouters).toHaveBeenCalledTimes(1);
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
  });

  it('loads the area again from where remotes.json now points on retry', async () => {
    jest.mocked(relocateRemote).mockResolvedValue({ entry: ENTRY, mode: 'parcel' });
    jest.mocked(loadRemoteParcel).mockResolvedValue(parcel);
    const { getRemoteArea, retryRemoteArea } = loadRemoteAreas();
    const first = getRemoteArea('mfe_qna');
    await first;

    retryRemoteArea('mfe_qna');

    expect(getRemoteArea('mfe_qna')).not.toBe(first);
    await expect(getRemoteArea('mfe_qna')).resolves.toMatchObject({ mode: 'parcel' });
    expect(relocateRemote).toHaveBeenCalledWith('mfe_qna');
  });
});
