import { createIntl } from 'react-intl';
import english from './messages/en.json';
import korean from './messages/ko.json';
import { semesterName } from './basis';

const intlIn = (locale: 'ko' | 'en') =>
  createIntl({ locale, defaultLocale: 'ko', messages: locale === 'ko' ? korean : english });

describe('semesterName: the api’s word for a semester, in the page’s language', () => {
  const words = ['1학기', '2학기', '여름학기', '겨울학기', '매학기'];

  it('keeps the Korean word on a Korean page', () => {
    expect(words.map((word) => semesterName(word, intlIn('ko')))).toEqual(words);
  });

  it('names each in English on an English page', () => {
    expect(words.map((word) => semesterName(word, intlIn('en')))).toEqual([
      '1st semester',
      '2nd semester',
      'summer session',
      'winter session',
      'every semester',
    ]);
  });

  it('shows a word it does not know as the api sent it', () => {
    expect(semesterName('3학기', intlIn('en'))).toBe('3학기');
  });
});
