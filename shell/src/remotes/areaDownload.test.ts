import { installRoutedApi, ok, type RoutedApi } from '@smunity/shared-auth/src/testing';
import { AREA_CHUNKS_URL } from './areaDownload';

const QNA_MANIFEST = 'http://remotes.test/qna/v1/mf-manifest.json';
const ACCOUNTS_MANIFEST = 'http://remotes.test/accounts/v1/mf-manifest.json';

const manifest = (expose: string, js: string[], css: string[]) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: expose, assets: { js: { sync: js }, css: { sync: css } } }],
});

/** What the shell reads; the files it downloads are answered by `otherwise` (their bodies unread). */
const READS = {
  'GET /remotes.json': ok({
    mfe_qna: QNA_MANIFEST,
    mfe_accounts: { entry: ACCOUNTS_MANIFEST, mode: 'parcel' },
  }),
  [`GET ${AREA_CHUNKS_URL}`]: ok({
    scripts: ['/27.a.js', '/federation.b.js'],
    styles: ['/federation.c.css'],
  }),
  'GET /qna/v1/mf-manifest.json': ok(manifest('./routes', ['routes.1.js'], ['routes.1.css'])),
  'GET /accounts/v1/mf-manifest.json': ok(manifest('./parcel', ['parcel.2.js'], [])),
};

const withFiles = (reads: Parameters<typeof installRoutedApi>[0] = READS) =>
  installRoutedApi(reads, { otherwise: () => ({ status: 200 }) });

/** The files fetched as a <script> or stylesheet <link> would ask for them (paths only). */
const downloaded = (api: RoutedApi) =>
  api.calls
    .filter((call) => call.mode === 'no-cors' && call.credentials === 'include')
    .map((call) => call.url);

beforeEach(() => {
  jest.resetModules();
  document.head.replaceChildren();
});
afterEach(() => jest.dontMock('@smunity/shared-ui'));

describe('downloadArea', () => {
  it('fetches the shell chunks, the entry and the mounted module, and runs none of them', async () => {
    const api = withFiles();
    const { downloadArea } = await import('./areaDownload');

    await downloadArea('mfe_qna');

    expect(downloaded(api)).toEqual([
      '/27.a.js',
      '/federation.b.js',
      '/federation.c.css',
      '/qna/v1/remoteEntry.js',
      '/qna/v1/routes.1.js',
      '/qna/v1/routes.1.css',
    ]);
    expect(document.querySelectorAll('script, link')).toHaveLength(0);
  });

  it('takes the parcel of a remote mounted as one, and fetches each file once', async () => {
    const api = withFiles();
    const { downloadArea } = await import('./areaDownload');

    await downloadArea('mfe_qna');
    await downloadArea('mfe_accounts');
    await downloadArea('mfe_accounts');

    const files = downloaded(api);
    expect(files).toContain('/accounts/v1/parcel.2.js');
    expect(new Set(files).size).toBe(files.length);
    expect(api.callsTo('GET /accounts/v1/mf-manifest.json')).toHaveLength(1);
    expect(api.callsTo(`GET ${AREA_CHUNKS_URL}`)).toHaveLength(1);
  });

  it('leaves out what the page has: its scripts, its preloads, its inline CSS', async () => {
    const api = withFiles();
    const { downloadArea } = await import('./areaDownload');
    document.head.innerHTML = `
      <script src="/27.a.js"></script>
      <link rel="preload" as="script" href="http://remotes.test/qna/v1/remoteEntry.js">
      <style data-href="/federation.c.css"></style>`;

    await downloadArea('mfe_qna');

    expect(downloaded(api)).toEqual([
      '/federation.b.js',
      '/qna/v1/routes.1.js',
      '/qna/v1/routes.1.css',
    ]);
  });

  it('reads the remotes.json the bootstrap asked for early, without taking it', async () => {
    const api = withFiles();
    const { requestRemotesConfigEarly, takeRemotesConfig } = await import('./remotesConfig');
    const { downloadArea } = await import('./areaDownload');
    requestRemotesConfigEarly();

    await downloadArea('mfe_qna');

    expect(api.callsTo('GET /remotes.json')).toHaveLength(1);
    await expect(takeRemotesConfig()).resolves.toHaveProperty('mfe_qna');
    expect(api.callsTo('GET /remotes.json')).toHaveLength(1);
  });

  it('gives up quietly on a remote that does not answer: entering the area reports it', async () => {
    const api = withFiles({ ...READS, 'GET /qna/v1/mf-manifest.json': { status: 404 } });
    const { downloadArea } = await import('./areaDownload');

    await expect(downloadArea('mfe_qna')).resolves.toBeUndefined();

    expect(downloaded(api)).toEqual(['/27.a.js', '/federation.b.js', '/federation.c.css']);
  });

  it('starts one file a task, a turn of the browser before each', async () => {
    const api = withFiles();
    const turns: number[] = [];
    jest.doMock('@smunity/shared-ui', () => ({
      ...jest.requireActual<object>('@smunity/shared-ui'),
      // Each turn records how many files had been asked for before it.
      nextTask: () => {
        turns.push(downloaded(api).length);
        return Promise.resolve();
      },
    }));
    const { downloadArea } = await import('./areaDownload');

    await downloadArea('mfe_qna');

    expect(downloaded(api)).toHaveLength(6);
    expect(turns).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
