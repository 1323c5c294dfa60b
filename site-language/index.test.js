const { describe, expect, it } = require('@jest/globals');
const {
  chosenLanguage,
  fileInLanguage,
  preferredLanguage,
  requestLanguage,
  siteLanguageOr,
} = require('./index');

describe('siteLanguageOr', () => {
  it('takes the site’s languages only', () => {
    expect(siteLanguageOr('en')).toBe('en');
    expect(siteLanguageOr('ko')).toBe('ko');
    expect(siteLanguageOr('EN')).toBeNull();
    expect(siteLanguageOr('ja')).toBeNull();
    expect(siteLanguageOr(undefined)).toBeNull();
  });
});

describe('chosenLanguage', () => {
  it('reads the lang cookie among others', () => {
    expect(chosenLanguage('member=abc; lang=en; other=1')).toBe('en');
    expect(chosenLanguage('lang=ko')).toBe('ko');
  });

  it('ignores a missing, unknown or look-alike cookie', () => {
    expect(chosenLanguage(undefined)).toBeNull();
    expect(chosenLanguage('lang=fr')).toBeNull();
    expect(chosenLanguage('language=en; xlang=en')).toBeNull();
    expect(chosenLanguage('lang=')).toBeNull();
  });
});

describe('preferredLanguage', () => {
  it('follows the q-values, then the order', () => {
    expect(preferredLanguage('ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ko');
    expect(preferredLanguage('en-US,en;q=0.9,ko;q=0.8')).toBe('en');
    expect(preferredLanguage('ko;q=0.5, en;q=0.8')).toBe('en');
    expect(preferredLanguage('en, ko')).toBe('en');
  });

  it('skips languages the site lacks and refused ones', () => {
    expect(preferredLanguage('vi-VN, zh;q=0.9, en;q=0.5')).toBe('en');
    expect(preferredLanguage('en;q=0, ko;q=0.1')).toBe('ko');
    expect(preferredLanguage('ja, zh')).toBeNull();
  });

  it('takes * as the default and tolerates an empty or odd header', () => {
    expect(preferredLanguage('fr, *;q=0.1')).toBe('ko');
    expect(preferredLanguage(undefined)).toBeNull();
    expect(preferredLanguage(' , ;q=1, en;q=abc')).toBe('en');
  });
});

describe('requestLanguage', () => {
  it('puts the visitor’s choice before the browser’s preference, and Korean last', () => {
    expect(requestLanguage({ cookie: 'lang=ko', acceptLanguage: 'en' })).toBe('ko');
    expect(requestLanguage({ cookie: 'lang=xx', acceptLanguage: 'en' })).toBe('en');
    expect(requestLanguage({ acceptLanguage: 'de' })).toBe('ko');
    expect(requestLanguage({})).toBe('ko');
  });
});

describe('fileInLanguage', () => {
  it('keeps the Korean name and puts another language before the extension', () => {
    expect(fileInLanguage('index.html', 'ko')).toBe('index.html');
    expect(fileInLanguage('index.html', 'en')).toBe('index.en.html');
    expect(fileInLanguage('area-frames.json', 'en')).toBe('area-frames.en.json');
    expect(fileInLanguage('README', 'en')).toBe('README.en');
  });
});
