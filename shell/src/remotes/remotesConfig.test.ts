import { inTurn, installRoutedApi, ok } from '@smunity/shared-auth/src/testing';
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
  it('reads /remotes.json past every cache', async () => {
    const api = installRoutedApi({
      'GET /remotes.json': ok({ mfe_accounts: 'http://127.0.0.1:3001/mf-manifest.json' }),
    });

    await expect(fetchRemotesConfig()).resolves.toEqual({
      mfe_accounts: { entry: 'http://127.0.0.1:3001/mf-manifest.json', mode: 'federation' },
    });
    expect(api.calls).toEqual([
      { method: 'GET', url: '/remotes.json', headers: {}, cache: 'no-store' },
    ]);
  });

  it('hands the early answer to the first taker only; later takers read the file afresh', async () => {
    const { calls } = installRoutedApi({
      'GET /remotes.json': inTurn(
        ok({ mfe_qna: 'http://early/mf-manifest.json' }),
        ok({ mfe_qna: 'http://fresh/mf-manifest.json' }),
      ),
    });

    requestRemotesConfigEarly();
    expect(calls).toHaveLength(1);

    await expect(takeRemotesConfig()).resolves.toEqual({
      mfe_qna: { entry: 'http://early/mf-manifest.json', mode: 'federation' },
    });
    await expect(takeRemotesConfig()).resolves.toEqual({
      mfe_qna: { entry: 'http://fresh/mf-manifest.json', mode: 'federation' },
    });
    expect(calls).toHaveLength(2);
  });
});
