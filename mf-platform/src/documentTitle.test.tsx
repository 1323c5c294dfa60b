import { takeDocumentTitle, withDocumentTitle } from '../contract/document-title';
import { renderAreaPath } from './firstViews';

const SHELL_PAGE = '<html><head><meta charset="utf-8"><title>SMUNITY</title></head><body>';

describe("a server-rendered page's <title>", () => {
  it('is taken from the front of the view React rendered, escaped, and the view hydrates without it', () => {
    const view = renderAreaPath(
      [
        {
          path: 'questions',
          element: (
            <section>
              <title>{'Q&A 게시판 · SMUNITY'}</title>
              <h1>Q&A 게시판</h1>
            </section>
          ),
        },
      ],
      '/qna',
      'questions',
    );

    expect(takeDocumentTitle(view)).toEqual({
      title: 'Q&amp;A 게시판 · SMUNITY',
      view: '<section><h1>Q&amp;A 게시판</h1></section>',
    });
  });

  it('goes before the shell’s title, which names the tab again once the page is gone', () => {
    expect(withDocumentTitle(SHELL_PAGE, '로그인 · SMUNITY')).toBe(
      '<html><head><meta charset="utf-8"><title>로그인 · SMUNITY</title><title>SMUNITY</title></head><body>',
    );
    expect(withDocumentTitle(SHELL_PAGE, undefined)).toBe(SHELL_PAGE);
    expect(takeDocumentTitle('<section></section>')).toEqual({
      title: undefined,
      view: '<section></section>',
    });
  });
});
