import { createInlineStylesPlugin } from './inlineStylesPlugin';

const REMOTE_CSS = 'http://127.0.0.1:3003/0.1.0-abc/__federation_expose_routes.1a2b3c4d.css';

describe('createInlineStylesPlugin', () => {
  const createLink = createInlineStylesPlugin().createLink!;
  afterEach(() => document.head.replaceChildren());

  it("hands the runtime the page's inline copy of a remote stylesheet", () => {
    const inline = document.createElement('style');
    inline.setAttribute('data-href', REMOTE_CSS);
    document.head.append(inline);
    expect(createLink({ url: REMOTE_CSS, attrs: { rel: 'stylesheet' } })).toEqual({
      link: inline,
    });
  });

  it('leaves other stylesheets, and preloads, to the runtime', () => {
    const inline = document.createElement('style');
    inline.setAttribute('data-href', REMOTE_CSS);
    document.head.append(inline);
    expect(
      createLink({ url: REMOTE_CSS.replace('1a2b3c4d', 'ffffffff'), attrs: { rel: 'stylesheet' } }),
    ).toBeUndefined();
    expect(createLink({ url: REMOTE_CSS, attrs: { rel: 'preload', as: 'style' } })).toBeUndefined();
  });
});
