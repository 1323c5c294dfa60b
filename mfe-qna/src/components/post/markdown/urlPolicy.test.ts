import { isSitePath, safeImageUrl, safeLinkUrl } from './urlPolicy';

describe('safeLinkUrl', () => {
  it.each([
    ['http://example.com/a?b=1', 'http://example.com/a?b=1'],
    ['https://www.smu.ac.kr', 'https://www.smu.ac.kr/'],
    ['HTTPS://Example.com/Path', 'https://example.com/Path'],
    ['irc://irc.libera.chat/smunity', 'irc://irc.libera.chat/smunity'],
    ['ircs://irc.libera.chat/smunity', 'ircs://irc.libera.chat/smunity'],
    ['mailto:help@smunity.co.kr', 'mailto:help@smunity.co.kr'],
    ['xmpp:help@smunity.co.kr', 'xmpp:help@smunity.co.kr'],
  ])('keeps %s as a link (%s)', (url, href) => {
    expect(safeLinkUrl(url)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript://example.com/%0Aalert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'ftp://example.com',
    'blob:https://example.com/uuid',
    '#top',
    '?page=2',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'qna/questions',
    'javascript%3Aalert(1)',
    '',
  ])('refuses %j', (url) => {
    expect(safeLinkUrl(url)).toBeUndefined();
  });
});

describe('safeLinkUrl: paths on this site (rendered as in-site links)', () => {
  it.each([
    ['/qna/terms', '/qna/terms'],
    ['/qna/questions?page=2', '/qna/questions?page=2'],
    ['/qna/x/../terms#top', '/qna/terms#top'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
  ])('keeps %s as the path %s', (url, path) => {
    expect(safeLinkUrl(url)).toBe(path);
    expect(isSitePath(path)).toBe(true);
  });

  it('never calls an absolute URL a site path', () => {
    expect(isSitePath(safeLinkUrl('https://www.smu.ac.kr') ?? '')).toBe(false);
  });
});

describe('safeImageUrl', () => {
  it('keeps web images', () => {
    expect(safeImageUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(safeImageUrl('http://example.com/a.png')).toBe('http://example.com/a.png');
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'mailto:help@smunity.co.kr',
    'xmpp:help@smunity.co.kr',
    'a.png',
    '/icons/icon-192.png',
  ])('refuses %j', (url) => {
    expect(safeImageUrl(url)).toBeUndefined();
  });
});
