import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { renderToString } from 'react-dom/server';
import { AreaMessages, InPageLanguage, loadRouteMessages, withAreaMessages } from './AreaMessages';
import { messagesIn, type Catalog } from './catalog';

function catalogOf(korean: string, english: string): Catalog {
  return {
    korean: { 'area.greeting': korean },
    loadEnglish: () => Promise.resolve({ 'area.greeting': english }),
  };
}

function Greeting() {
  return (
    <p>
      <FormattedMessage id="area.greeting" />
    </p>
  );
}

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('AreaMessages', () => {
  it('renders the area’s Korean texts at once inside a Korean page', () => {
    render(
      <IntlProvider locale="ko" messages={{}}>
        <AreaMessages catalog={catalogOf('안녕하세요', 'Hello')}>
          <Greeting />
        </AreaMessages>
      </IntlProvider>,
    );
    expect(screen.getByText('안녕하세요')).toBeInTheDocument();
  });

  it('follows the language around it, loading the English catalog first', async () => {
    // React retries a suspended first render once the promise settles, inside act.
    await act(async () => {
      render(
        <IntlProvider locale="en" messages={{}}>
          <Suspense fallback={<p>loading</p>}>
            <AreaMessages catalog={catalogOf('안녕하세요', 'Hello')}>
              <Greeting />
            </AreaMessages>
          </Suspense>
        </IntlProvider>,
      );
    });
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('follows <html lang> in a root of its own (a parcel, the standalone page)', async () => {
    document.documentElement.lang = 'en';
    // React retries a suspended first render once the promise settles, inside act.
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <AreaMessages catalog={catalogOf('안녕하세요', 'Hello')}>
            <Greeting />
          </AreaMessages>
        </Suspense>,
      );
    });
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('takes Korean for a language the site does not have', () => {
    document.documentElement.lang = 'ja';
    render(
      <AreaMessages catalog={catalogOf('안녕하세요', 'Hello')}>
        <Greeting />
      </AreaMessages>,
    );
    expect(screen.getByText('안녕하세요')).toBeInTheDocument();
  });
});

describe('messagesIn', () => {
  it('gives a loaded English catalog at once, as a server render needs it', async () => {
    const catalog = catalogOf('안녕하세요', 'Hello');
    const first = messagesIn(catalog, 'en');
    expect(first).toBeInstanceOf(Promise);
    await first;
    expect(messagesIn(catalog, 'en')).toEqual({ 'area.greeting': 'Hello' });
    expect(messagesIn(catalog, 'ko')).toEqual({ 'area.greeting': '안녕하세요' });
  });
});

describe("a server's render in a language (a remote's first views, a render with data)", () => {
  it('loads every catalog the routes provide, at any depth, so the render is synchronous', async () => {
    const outer = catalogOf('바깥', 'Outside');
    const inner = catalogOf('안쪽', 'Inside');
    const routes = withAreaMessages(outer, [
      { path: 'a', element: <Greeting /> },
      {
        path: 'admin',
        children: withAreaMessages(inner, [{ index: true, element: <Greeting /> }]),
      },
    ]);
    // Before: the English texts are not at hand (a synchronous render could not show them).
    expect(messagesIn(inner, 'en')).toBeInstanceOf(Promise);

    await loadRouteMessages(routes, 'en');

    expect(messagesIn(outer, 'en')).toEqual({ 'area.greeting': 'Outside' });
    expect(messagesIn(inner, 'en')).toEqual({ 'area.greeting': 'Inside' });
  });

  it('renders an area in the language InPageLanguage gives, as the shell does around it', async () => {
    const catalog = catalogOf('안녕하세요', 'Hello');
    await loadRouteMessages(withAreaMessages(catalog, []), 'en');
    const page = (locale: 'ko' | 'en') =>
      renderToString(
        <InPageLanguage locale={locale}>
          <AreaMessages catalog={catalog}>
            <Greeting />
          </AreaMessages>
        </InPageLanguage>,
      );
    expect(page('en')).toBe('<p>Hello</p>');
    expect(page('ko')).toBe('<p>안녕하세요</p>');
  });
});
