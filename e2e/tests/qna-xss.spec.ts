// Hostile Markdown on the Q&A board: every input of fixtures/xss-corpus.json is posted as a
// question through the api and read in Chromium. Nothing may run, and every link the post shows
// must use an allowed protocol.
import type { Locator, Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { signUpViaApi } from '../support/accounts';
import { logInViaApi, postQuestion, type MemberSession, questionHeading } from '../support/qna';
import { expect, test } from '../support/site';

interface HostileInput {
  name: string;
  markdown: string;
  /** Some inputs attack through the title as well. */
  title?: string;
}

const { inputs } = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../fixtures/xss-corpus.json'), 'utf8'),
) as { inputs: HostileInput[] };

/** Writes the corpus; no other spec signs this student up on the shared site. */
const XSS_AUTHOR = '202335501';
const LINK_PROTOCOLS = ['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:'];
const IMAGE_PROTOCOLS = ['http:', 'https:'];
/** Elements that only raw HTML could have put into a post. */
const RAW_HTML_ELEMENTS =
  'script, iframe, frame, object, embed, svg, math, style, link, meta, base, form, input, button, textarea, select, details, noscript, template';

interface RenderedPost {
  linkProtocols: string[];
  imageProtocols: string[];
  rawHtmlElements: string[];
  eventAttributes: string[];
}

/** What the browser made of the post: its links, images, and anything raw HTML would add. */
function inspectPost(page: Page): Promise<RenderedPost> {
  return page
    .getByRole('region', { name: '질문' })
    .locator('.qna-markdown')
    .evaluate((post, rawHtmlElements) => {
      const elements = Array.from(post.querySelectorAll('*'));
      return {
        linkProtocols: Array.from(
          post.querySelectorAll('a[href]'),
          (a) => (a as HTMLAnchorElement).protocol,
        ),
        imageProtocols: Array.from(
          post.querySelectorAll('img'),
          (img) => new URL(img.src).protocol,
        ),
        rawHtmlElements: Array.from(post.querySelectorAll(rawHtmlElements), (el) => el.tagName),
        eventAttributes: elements.flatMap((el) =>
          el.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
        ),
      };
    }, RAW_HTML_ELEMENTS);
}

/**
 * Once the page has loaded and every image of the post has loaded or failed: the only way a
 * post's markup could still run code later is an image's load or error handler (the checks refuse
 * frames, objects and anything else raw HTML could add).
 */
async function everyImageSettled(page: Page, post: Locator): Promise<void> {
  await page.waitForLoadState('load');
  await post.evaluate((element) =>
    Promise.all(
      Array.from(element.querySelectorAll('img'), (img) =>
        img.complete
          ? undefined
          : new Promise((settled) => {
              img.addEventListener('load', settled, { once: true });
              img.addEventListener('error', settled, { once: true });
            }),
      ),
    ),
  );
}

/** Records every dialog (alert, confirm, …) the page opens. */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

function xssMarker(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as Window & { __xss?: unknown }).__xss);
}

test.describe('hostile Markdown on the Q&A board', () => {
  const questionIds = new Map<string, number>();
  let allowedLinksQuestionId = 0;

  test.beforeAll(async ({ playwright, site }) => {
    const request = await playwright.request.newContext();
    try {
      const credentials = await signUpViaApi(request, site.apiUrl, XSS_AUTHOR);
      const session: MemberSession = await logInViaApi(request, site.apiUrl, credentials);
      for (const [index, input] of inputs.entries()) {
        const title = input.title ?? `XSS ${index + 1}: ${input.name}`;
        questionIds.set(
          input.name,
          await postQuestion(request, site.apiUrl, session, {
            title,
            content: input.markdown,
          }),
        );
      }
      allowedLinksQuestionId = await postQuestion(request, site.apiUrl, session, {
        title: 'XSS: allowed links stay links',
        content:
          '[웹](https://www.smu.ac.kr) [http](http://example.com) [메일](mailto:help@smunity.co.kr) [irc](irc://irc.libera.chat/smunity) [ircs](ircs://irc.libera.chat/smunity) [xmpp](xmpp:help@smunity.co.kr)',
      });
    } finally {
      await request.dispose();
    }
  });

  test('the allowed protocols are still links (the checks below look at real links)', async ({
    page,
  }) => {
    await page.goto(`/qna/questions/${allowedLinksQuestionId}`);
    const post = page.getByRole('region', { name: '질문' });

    await expect(post.getByRole('link', { name: '웹' })).toHaveAttribute(
      'href',
      'https://www.smu.ac.kr/',
    );
    expect((await inspectPost(page)).linkProtocols.sort()).toEqual([...LINK_PROTOCOLS].sort());
  });

  for (const input of inputs) {
    test(`${input.name}: nothing runs and no disallowed link is left`, async ({ page }) => {
      const dialogs = recordDialogs(page);
      await page.goto(`/qna/questions/${questionIds.get(input.name)}`);
      // The rendered post, not the plain text shown until the renderer's chunk is in (the wait is
      // generous: on a loaded machine the chunk may take a while).
      const post = page.getByRole('region', { name: '질문' }).locator('.qna-markdown');
      await expect(post).toBeVisible({ timeout: 30_000 });
      await everyImageSettled(page, post);

      const rendered = await inspectPost(page);
      expect(
        rendered.linkProtocols.filter((protocol) => !LINK_PROTOCOLS.includes(protocol)),
      ).toEqual([]);
      expect(
        rendered.imageProtocols.filter((protocol) => !IMAGE_PROTOCOLS.includes(protocol)),
      ).toEqual([]);
      expect(rendered.rawHtmlElements).toEqual([]);
      expect(rendered.eventAttributes).toEqual([]);
      if (input.title) {
        await expect(questionHeading(page)).toHaveText(`[접수] ${input.title}`);
      }
      expect(await xssMarker(page)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(page.url()).toMatch(/\/qna\/questions\/\d+$/);
    });
  }

  test('the list, hostile titles included, runs nothing either', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const hostileTitles = inputs.flatMap((input) => (input.title ? [input.title] : []));
    const titlesSeen: string[] = [];

    await page.goto('/qna/questions');
    const pages = page.getByRole('navigation', { name: '페이지 이동' });
    for (let pageNumber = 1; ; pageNumber += 1) {
      // The pagination comes with the page's questions, marking the page they belong to.
      await expect(pages.getByRole('link', { name: `${pageNumber} 페이지` })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const table = page.getByRole('table', { name: '질문 목록' });
      titlesSeen.push(...(await table.getByRole('link').allTextContents()));
      const next = pages.getByRole('link', { name: '다음' });
      if ((await next.count()) === 0) break;
      await next.click();
    }
    await page.waitForLoadState('networkidle');

    expect(titlesSeen).toEqual(expect.arrayContaining(hostileTitles));
    expect(await xssMarker(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
