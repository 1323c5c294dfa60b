import { fetchRemotesConfig, parseRemotesConfig } from './remotesConfig';

describe('parseRemotesConfig', () => {
  it('accepts a bare manifest URL or an entry with a mode', () => {
    expect(
      parseRemotesConfig({
        mfe_accounts: 'http://127.0.0.1:3001/mf-manifest.json',
        mfe_qna: { entry: 'https://cdn.example/qna/1.2.0/mf-manifest.json', mode: 'parcel' },
        mfe_mypage: { entry: 'https://cdn.example/mypage/mf-manifest.json' },
      }),
    ).toEqual({
      mfe_accounts: { entry: 'http://127.0.0.1:3001/mf-manifest.json', mode: 'federation' },
      mfe_qna: { entry: 'https://cdn.example/qna/1.2.0/mf-manifest.json', mode: 'parcel' },
      mfe_mypage: { entry: 'https://cdn.example/mypage/mf-manifest.json', mode: 'federation' },
    });
  });

  it.each([
    ['a list', ['http://127.0.0.1:3001/mf-manifest.json']],
    ['an empty entry', { mfe_accounts: '' }],
    ['an entry without URL', { mfe_accounts: { mode: 'federation' } }],
    ['an unknown mode', { mfe_accounts: { entry: 'http://x/mf-manifest.json', mode: 'iframe' } }],
  ])('rejects %s', (_case, json) => {
    expect(() => parseRemotesConfig(json)).toThrow('remotes.json');
  });
});

describe('fetchRemotesConfig', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('reads /remotes.json past every cache', async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: () => Promise.resolve({ mfe_accounts: 'http://127.0.0.1:3001/mf-manifest.json' }),
    });
    globalThis.fetch = fetchMock;

    await expect(fetchRemotesConfig()).resolves.toEqual({
      mfe_accounts: { entry: 'http://127.0.0.1:3001/mf-manifest.json', mode: 'federation' },
    });
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });
});
