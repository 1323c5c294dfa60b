import { redactPath } from './redactPath';

describe('redactPath', () => {
  const token = 'c2VjcmV0LXNoYXJlLXRva2VuLW9mLTMyLWJ5dGVzLWxvbmch';

  it.each([
    [`/shared/${token}`, '/shared/:token'],
    [`/shared/${token}/`, '/shared/:token/'],
    [
      `https://smunity.co.kr/shared/${token}?print=1`,
      'https://smunity.co.kr/shared/:token?print=1',
    ],
    ['/shared/:token', '/shared/:token'],
    ['/mypage/result', '/mypage/result'],
    ['/', '/'],
  ])('%s → %s', (input, expected) => {
    expect(redactPath(input)).toBe(expected);
  });
});
