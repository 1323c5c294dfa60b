import {
  ENGLISH_REQUESTS,
  koreanLeftIn,
  readInLanguage,
  testConfig,
  testDatabaseKinds,
  useTestApi,
} from '../../testing';
import { privacyPolicy, type PrivacyPolicy } from './policy';
import { ENGLISH_POLICY_TEXTS, englishPrivacyPolicy } from './policy-en';
import { placeholdersOf } from '../../text-catalog';

const texts = (policy: PrivacyPolicy) =>
  policy.collected.flatMap((item) => [item.when, ...item.items, item.purpose, item.retention]);

describe('the privacy policy’s English items', () => {
  const policy = privacyPolicy(testConfig());

  it('give every text of the policy English, the figures of the configuration kept', () => {
    const english = englishPrivacyPolicy(policy);
    expect(koreanLeftIn(english)).toEqual([]);
    expect(english.collected.map((item) => item.id)).toEqual(
      policy.collected.map((item) => item.id),
    );
    expect({ ...english, collected: [] }).toEqual({ ...policy, collected: [] });
    const shares = english.collected.find((item) => item.id === 'shares')!;
    expect(shares.retention).toBe(
      'Deleted within 1 hour after the expiry date you chose (at most 30 days), at once when you revoke the link or withdraw',
    );
  });

  it('have no entry the policy does not say, none empty, each with the same placeholders', () => {
    const english = texts(englishPrivacyPolicy(policy));
    for (const [korean, text] of Object.entries(ENGLISH_POLICY_TEXTS)) {
      expect({ korean, text: text.trim() }).not.toEqual({ korean, text: '' });
      expect({ korean, placeholders: placeholdersOf(text) }).toEqual({
        korean,
        placeholders: placeholdersOf(korean),
      });
      const used = english.some((line) =>
        new RegExp(
          `^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+')}$`,
        ).test(line),
      );
      expect({ korean, used }).toEqual({ korean, used: true });
    }
  });
});

describe.each(testDatabaseKinds())('GET /api/v1/privacy/policy in English (%s)', (kind) => {
  const api = useTestApi(kind, { resetBetweenTests: false });

  const read = (headers: Record<string, string>) =>
    readInLanguage(api, '/api/v1/privacy/policy', headers);

  it.each(ENGLISH_REQUESTS)('answers %s with the items in English', async (_, english) => {
    const korean = await read({});
    const answer = await read(english);
    expect(texts(korean)).toContain('회원 탈퇴 시 즉시 삭제');
    expect(koreanLeftIn(answer)).toEqual([]);
    expect(answer).toEqual(englishPrivacyPolicy(korean));
    expect(await read({ 'accept-language': 'ko' })).toEqual(korean);
  });
});
