import { installRoutedApi, ok } from '@smunity/shared-auth/src/testing';
import { AREA_CHUNKS_URL } from './areaDownload';

const QNA_MANIFEST = 'http://remotes.test/qna/v1/mf-manifest.json';
const ACCOUNTS_MANIFEST = 'http://remotes.test/accounts/v1/mf-manifest.json';

const manifest = (expose: string, js: string[], css: string[]) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: expose, assets: { js: { sync: js }, css: { sync: css } } }],
});

const REPLIES = {
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

/** The preloads the download put in <head>, as [as, href, fetchpriority]. */
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
    link.getAttribute('fetchpriority'),
  ]);

beforeEach(() => {
  jest.resetModules();
  document.head.replaceChildren();
});

describe('downloadArea', () => {
  it('preloads the shell chunks, the entry and the mounted module, and runs none of them', async () => {
    installRoutedApi(REPLIES);
    const { downloadArea } = await import('./areaDownload');

    await downloadArea('mfe_qna');

    expect(preloads()).toEqual([
      ['script', '/27.a.js', 'low'],
      ['script', '/federation.b.js', 'low'],
      ['style', '/federation.c.css', 'low'],
      ['script', 'http://remotes.test/qna/v1/remoteEntry.js', 'low'],
      ['script', 'http://remotes.test/qna/v1/routes.1.js', 'low'],
      ['style', 'http://remotes.test/qna/v1/routes.1.css', 'low'],
    ]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('takes the parcel of a remote mounted as one, and names each file once', async () => {
    const api = installRoutedApi(REPLIES);
    const { downloadArea } = await import('./areaDownload');

    await downloadArea('mfe_qna');
    await downloadArea('mfe_accounts');
    await downloadArea('mfe_accounts');

    const hrefs = preloads().map(([, href]) => href);
    expect(hrefs).toContain('http://remotes.test/accounts/v1/parcel.2.js');
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(api.callsTo('GET /accounts/v1/mf-manifest.json')).toHaveLength(1);
    expect(api.callsTo(`GET ${AREA_CHUNKS_URL}`)).toHaveLength(1);
  });

  it('reads the remotes.json the bootstrap asked for early, without taking it', async () => {
    const api = installRoutedApi(REPLIES);
    const { requestRemotesConfigEarly, takeRemotesConfig } = await import('./remotesConfig');
    const { downloadArea } = await import('./areaDownload');
    requestRemotesConfigEarly();

    await downloadArea('mfe_qna');

    expect(api.callsTo('GET /remotes.json')).toHaveLength(1);
    await expect(takeRemotesConfig()).resolves.toHaveProperty('mfe_qna');
    expect(api.callsTo('GET /remotes.json')).toHaveLength(1);
  });

  it('gives up quietly on a remote that does not answer: entering the area reports it', async () => {
    installRoutedApi({ ...REPLIES, 'GET /qna/v1/mf-manifest.json': { status: 404 } });
    const { downloadArea } = await import('./areaDownload');

    await expect(downloadArea('mfe_qna')).resolves.toBeUndefined();

    expect(preloads().map(([, href]) => href)).toEqual([
      '/27.a.js',
      '/federation.b.js',
      '/federation.c.css',
    ]);
  });
});
