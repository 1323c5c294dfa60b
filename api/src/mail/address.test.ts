import { isSingleMailbox } from './address';

describe('isSingleMailbox', () => {
  it.each([
    'student@example.com',
    'first.last+qna@mail.smu.ac.kr',
    "o'brien@example.org",
    'a-b_c@sub-domain.example.co.kr',
  ])('takes one plain mailbox: %s', (address) => {
    expect(isSingleMailbox(address)).toBe(true);
  });

  it.each([
    ['a list', 'attacker,victim@evil.example'],
    ['a list with a space', 'attacker, victim@evil.example'],
    ['a semicolon list', 'me@example.com;victim@evil.example'],
    ['a group', 'friends:victim@evil.example;'],
    ['a comment', 'me(comment)@example.com'],
    ['a comment after', 'me@example.com(victim@evil.example)'],
    ['a display name', 'Me <victim@evil.example>'],
    ['angle brackets', '<victim@evil.example>'],
    ['a quoted local part', '"me,victim"@evil.example'],
    ['two @', 'me@victim@evil.example'],
    ['an address literal', 'me@[127.0.0.1]'],
    ['a single-label host', 'me@localhost'],
    ['a leading dot', '.me@example.com'],
    ['two dots', 'me..you@example.com'],
    ['a line break', 'me@example.com\nBcc: victim@evil.example'],
    ['no domain', 'me@'],
    ['a 65-character local part', `${'a'.repeat(65)}@example.com`],
    [
      'over 254 characters',
      `${'a'.repeat(60)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
    ],
  ])('refuses %s', (_case, address) => {
    expect(isSingleMailbox(address)).toBe(false);
  });
});
