import type { ComponentProps, ReactNode } from 'react';
import Markdown, { type Components, type ExtraProps, type UrlTransform } from 'react-markdown';
import { Link } from 'react-router-dom';
import { remarkHardBreaks } from './hardBreaks';
import { isSitePath, safeImageUrl, safeLinkUrl } from './urlPolicy';
import './markdown.css';

export interface SafeMarkdownProps {
  /** Markdown as the member wrote it. */
  children: string;
}

const REMARK_PLUGINS = [remarkHardBreaks];

// react-markdown passes every URL attribute through here. Without raw HTML, those are only
// Markdown's own a[href] and img[src].
const transformUrl: UrlTransform = (url, key) =>
  key === 'src' ? safeImageUrl(url) : safeLinkUrl(url);

type LinkProps = ComponentProps<'a'> & ExtraProps;
type ImageProps = ComponentProps<'img'> & ExtraProps;
type HeadingProps = ComponentProps<'h1'> & ExtraProps;

/**
 * A link whose URL was refused is no link: its text is shown, with nothing to click. A path on
 * this site (`[이용약관](/qna/terms)`) is an in-site link that the router follows.
 */
function PostLink({ href, title, children }: LinkProps) {
  if (!href) return <>{children}</>;
  if (isSitePath(href)) {
    return (
      <Link to={href} title={title}>
        {children}
      </Link>
    );
  }
  // ugc/nofollow: members wrote these links, the site does not vouch for them.
  return (
    <a href={href} title={title} rel="ugc nofollow noreferrer">
      {children}
    </a>
  );
}

/** An image whose URL was refused shows its alt text instead. */
function PostImage({ src, alt, title }: ImageProps) {
  if (typeof src !== 'string' || src === '') return <>{alt}</>;
  return (
    <img src={src} alt={alt ?? ''} title={title} loading="lazy" referrerPolicy="no-referrer" />
  );
}

/**
 * A post sits under the page's h1, its title (h2) and its section (질문/답변, h3), so the
 * author's headings start at h4 and keep the page's outline intact.
 */
function headingAt(level: 4 | 5 | 6) {
  const Tag = `h${level}` as const;
  return function PostHeading({ children }: HeadingProps): ReactNode {
    return <Tag>{children}</Tag>;
  };
}

const COMPONENTS: Components = {
  a: PostLink,
  img: PostImage,
  h1: headingAt(4),
  h2: headingAt(5),
  h3: headingAt(6),
  h4: headingAt(6),
  h5: headingAt(6),
  h6: headingAt(6),
};

/**
 * The only way this remote renders what members wrote. HTML in the text is shown as text (no
 * rehype-raw, and skipHtml off so nothing the author typed silently disappears); links and
 * images pass the URL policy; line breaks are kept.
 */
export function SafeMarkdown({ children }: SafeMarkdownProps) {
  return (
    <div className="qna-markdown">
      <Markdown
        remarkPlugins={REMARK_PLUGINS}
        urlTransform={transformUrl}
        components={COMPONENTS}
        skipHtml={false}
      >
        {children}
      </Markdown>
    </div>
  );
}
