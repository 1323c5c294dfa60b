import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { inKorean } from '@smunity/shared-ui/src/testing/inLanguage';
import { QNA_CATALOG } from '../../../messages/catalog';
import { SafeMarkdown } from './SafeMarkdown';

function renderMarkdown(markdown: string): HTMLElement {
  const { container } = render(
    <MemoryRouter initialEntries={['/qna/questions/1']}>
      <Routes>
        <Route path="/qna/questions/1" element={<SafeMarkdown>{markdown}</SafeMarkdown>} />
        <Route path="/qna/terms" element={<p>이용약관 페이지</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: inKorean(QNA_CATALOG) },
  );
  return container.firstElementChild as HTMLElement;
}

const ALLOWED_PROTOCOLS = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'];

/** Every link and image left in the rendered post, as the browser reads their URLs. */
function urlsIn(root: HTMLElement) {
  return {
    hrefs: Array.from(root.querySelectorAll('a'), (link) => link.getAttribute('href') ?? ''),
    srcs: Array.from(root.querySelectorAll('img'), (image) => image.getAttribute('src') ?? ''),
  };
}

describe('SafeMarkdown', () => {
  it('renders Markdown', () => {
    const post = renderMarkdown('**굵게** 와 _기울임_\n\n- 하나\n- 둘\n\n`코드`');

    expect(post.querySelector('strong')).toHaveTextContent('굵게');
    expect(post.querySelector('em')).toHaveTextContent('기울임');
    expect(post.querySelectorAll('li')).toHaveLength(2);
    expect(post.querySelector('code')).toHaveTextContent('코드');
  });

  it('keeps every line break the author typed, but not inside code', () => {
    const post = renderMarkdown(
      '첫 줄\n둘째 줄\r\n셋째 줄\n\n```\nconst a = 1;\nconst b = 2;\n```',
    );
    const paragraph = post.querySelector('p') as HTMLElement;

    expect(paragraph.querySelectorAll('br')).toHaveLength(2);
    // remark-rehype writes a line ending after each <br>; HTML ignores it.
    expect(paragraph.innerHTML).toBe('첫 줄<br>\n둘째 줄<br>\n셋째 줄');
    expect(post.querySelector('pre br')).toBeNull();
    expect(post.querySelector('pre code')?.textContent).toBe('const a = 1;\nconst b = 2;\n');
  });

  it('keeps line breaks inside emphasis and links too', () => {
    const post = renderMarkdown('**하나\n둘** [셋\n넷](https://example.com)');

    expect(post.querySelector('strong br')).not.toBeNull();
    expect(post.querySelector('a br')).not.toBeNull();
  });

  it('shows HTML as the text the author typed, never as elements', () => {
    const post = renderMarkdown(
      '<script>window.__xss = 1</script>\n\n<img src=x onerror="window.__xss = 1">\n\n안녕 <b onclick="window.__xss = 1">굵게</b>',
    );

    expect(post.querySelector('script, img, b, [onerror], [onclick]')).toBeNull();
    expect(post).toHaveTextContent('<script>window.__xss = 1</script>');
    expect(post).toHaveTextContent('<b onclick="window.__xss = 1">굵게</b>');
  });

  it('links the allowed protocols only, marking the links as user content', () => {
    const post = renderMarkdown(
      '[웹](https://www.smu.ac.kr) [메일](mailto:help@smunity.co.kr) <https://example.com/auto>',
    );
    const links = post.querySelectorAll('a');

    expect(Array.from(links, (link) => link.getAttribute('href'))).toEqual([
      'https://www.smu.ac.kr/',
      'mailto:help@smunity.co.kr',
      'https://example.com/auto',
    ]);
    expect(links[0]).toHaveAttribute('rel', 'ugc nofollow noreferrer');
  });

  it.each([
    ['an inline link', '[클릭](javascript:window.__xss=1)'],
    ['mixed case', '[클릭](JaVaScRiPt:window.__xss=1)'],
    ['an entity', '[클릭](&#106;avascript:window.__xss=1)'],
    ['a hex entity tab', '[클릭](java&#x09;script:window.__xss=1)'],
    ['a named entity colon', '[클릭](javascript&colon;window.__xss=1)'],
    ['an angle-bracket destination', '[클릭](<javascript:window.__xss=1>)'],
    ['an autolink', '<javascript:window.__xss=1>'],
    ['a reference', '[클릭][x]\n\n[x]: javascript:window.__xss=1'],
    ['vbscript', '[클릭](vbscript:msgbox(1))'],
    ['data', '[클릭](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)'],
    ['a protocol-relative URL', '[클릭](//evil.example/x)'],
    ['a backslash after the slash', '[클릭](/\\evil.example/x)'],
    ['a tab between the slashes', '[클릭](/&#x09;/evil.example/x)'],
    ['a path without the leading slash', '[클릭](qna/terms)'],
    ['a javascript: URL after a slash', '[클릭](/javascript:alert(1))'],
  ])('keeps only the text of a disallowed link: %s', (_name, markdown) => {
    const post = renderMarkdown(markdown);
    const { hrefs } = urlsIn(post);

    // A link that stays is of an allowed protocol, or a path on this site.
    const onSiteOrAllowed = (href: string) =>
      /^\/(?![/\\])/.test(href)
        ? new URL(href, 'https://smunity.co.kr').origin === 'https://smunity.co.kr'
        : ALLOWED_PROTOCOLS.includes(new URL(href).protocol);
    expect(hrefs.every(onSiteOrAllowed)).toBe(true);
    expect(post.querySelector('a:not([href])')).toBeNull();
    expect(post.textContent).not.toBe('');
  });

  it('renders a path on this site as an in-site link the router follows', async () => {
    const post = renderMarkdown('[이용약관](/qna/terms) 을 읽어 주세요.');
    const link = screen.getByRole('link', { name: '이용약관' });

    expect(link).toHaveAttribute('href', '/qna/terms');
    // Not the user content's rel: this link is the site's own.
    expect(link).not.toHaveAttribute('rel');
    expect(post).toHaveTextContent('이용약관 을 읽어 주세요.');
    await userEvent.click(link);
    expect(await screen.findByText('이용약관 페이지')).toBeInTheDocument();
  });

  it('normalises a site path: dot segments and the query and hash are kept in the path', () => {
    renderMarkdown('[a](/qna/x/../terms?tab=1#top)');

    expect(screen.getByRole('link', { name: 'a' })).toHaveAttribute('href', '/qna/terms?tab=1#top');
  });

  it('turns a refused link into plain text with nothing to click', () => {
    const post = renderMarkdown('앞 [클릭](javascript:alert(1)) 뒤');

    expect(post.querySelector('a')).toBeNull();
    expect(post).toHaveTextContent('앞 클릭 뒤');
  });

  it('keeps a link title as text', () => {
    const post = renderMarkdown('[x](https://example.com "<img src=x onerror=alert(1)>")');

    expect(post.querySelector('img')).toBeNull();
    expect(post.querySelector('a')).toHaveAttribute('title', '<img src=x onerror=alert(1)>');
  });

  it('shows web images, and only the alt text of any other', () => {
    const post = renderMarkdown(
      '![시간표](https://example.com/a.png) ![나쁜 그림](javascript:alert(1)) ![데이터](data:image/svg+xml,<svg onload=alert(1)>)',
    );
    const images = post.querySelectorAll('img');

    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', 'https://example.com/a.png');
    expect(images[0]).toHaveAttribute('alt', '시간표');
    expect(images[0]).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(post).toHaveTextContent('나쁜 그림');
  });

  it("puts the author's headings under the post's own", () => {
    const post = renderMarkdown('# 하나\n\n## 둘\n\n### 셋\n\n###### 여섯');

    expect(Array.from(post.querySelectorAll('h1, h2, h3, h4, h5, h6'), (h) => h.tagName)).toEqual([
      'H4',
      'H5',
      'H6',
      'H6',
    ]);
  });
});
