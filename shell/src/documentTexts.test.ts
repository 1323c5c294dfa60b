/**
 * @jest-environment node
 */
// The page document in each language (shell/build/document-texts.js), from public/index.html.
import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { documentIn, documentsInEachLanguage } = require('../build/document-texts') as {
  documentIn: (html: string, language: 'ko' | 'en') => string;
  documentsInEachLanguage: (
    html: string,
  ) => Array<{ language: string; file: string; html: string }>;
};

const template = fs.readFileSync(path.join(__dirname, '../public/index.html'), 'utf8');

describe('the page document in each language', () => {
  it('is index.html in Korean and index.en.html in English', () => {
    expect(documentsInEachLanguage(template).map(({ language, file }) => [language, file])).toEqual(
      [
        ['ko', 'index.html'],
        ['en', 'index.en.html'],
      ],
    );
  });

  it('keeps the Korean document word for word', () => {
    const korean = documentIn(template, 'ko');
    expect(korean).toContain('<html lang="ko">');
    expect(korean).toContain('content="상명대 졸업요건 검사 사이트 스뮤니티(SMUNITY)"');
    expect(korean).toContain('<meta property="og:locale" content="ko_KR" />');
    expect(korean).toContain(
      '<noscript>스뮤니티를 이용하려면 자바스크립트를 켜 주세요.</noscript>',
    );
  });

  it('says everything in English in the English one, no placeholder left', () => {
    const english = documentIn(template, 'en');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<meta property="og:locale" content="en_US" />');
    expect(english).toContain('<noscript>Please turn on JavaScript to use SMUNITY.</noscript>');
    // Only the build's values are left (site-assets.js fills them).
    expect(new Set(english.match(/%[A-Z_]+%/g))).toEqual(new Set(['%THEME_COLOR%', '%SITE_URL%']));
    // Only the brand stays Korean (og:site_name "스뮤니티 SMUNITY").
    expect(english).not.toContain('졸업요건');
  });

  it('quotes a text the minifier left unquoted, and escapes it', () => {
    expect(documentIn('<meta content=%APP_TITLE%>', 'ko')).toBe('<meta content="스뮤니티">');
    expect(documentIn('<html lang=%LANG%>', 'en')).toBe('<html lang=en>');
  });
});
