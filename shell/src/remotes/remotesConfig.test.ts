import {
  fetchRemotesConfig,
  parseRemotesConfig,
  requestRemotesConfigEarly,
  takeRemotesConfig,
} from './remotesConfig';

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

  it('hands the early answer to the first taker only; later takers read the file afresh', async () => {
    const answer = (entry: string) => ({
      ok: true,
      json: () => Promise.resolve({ mfe_qna: entry }),
    });
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(answer('http://early/mf-manifest.json'))
      .mockResolvedValueOnce(answer('http://fresh/mf-manifest.json'));
    globalThis.fetch = fetchMock;

    requestRemotesConfigEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await expect(takeRemotesConfig()).resolves.toEqual({
      mfe_qna: { entry: 'http://early/mf-manifest.json', mode: 'federation' },
    });
    await expect(takeRemotesConfig()).resolves.toEqual({
      mfe_qna: { entry: 'http://fresh/mf-manifest.json', mode: 'federation' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
