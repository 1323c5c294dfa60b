import { withoutShareTokens } from './share-tokens';

describe('withoutShareTokens', () => {
  const token = 'Zm9vYmFyLXRva2VuLTMyLWJ5dGVzLWxvbmctYmFzZTY0dXJs';

  it.each([
    [`/shared/${token}`, '/shared/:token'],
    [`/shared/${token}?print=1`, '/shared/:token?print=1'],
    [`https://smunity.co.kr/shared/${token}#top`, 'https://smunity.co.kr/shared/:token#top'],
    [`/api/v1/shares/${token}`, '/api/v1/shares/:token'],
    [`/api/v1/shares/${token}/`, '/api/v1/shares/:token/'],
    ['/shared/:token', '/shared/:token'],
  ])('%s → %s', (input, expected) => {
    expect(withoutShareTokens(input)).toBe(expected);
    expect(withoutShareTokens(input)).not.toContain(token);
  });

  it.each(['/', '/mypage/result', '/api/v1/shares', '/api/v1/shares?page=0', '/sharedx/abc'])(
    'leaves %s alone',
    (input) => {
      expect(withoutShareTokens(input)).toBe(input);
    },
  );
});
