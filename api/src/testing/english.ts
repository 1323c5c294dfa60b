// What the tests of the api's English answers share (ADR 0063).
import type { TestApi } from './app';

/** The two ways a request asks for English: the site's `lang` cookie, or the browser's header. */
export const ENGLISH_REQUESTS = [
  ['Accept-Language: en', { 'accept-language': 'en-US,en;q=0.9' }],
  ['cookie lang=en', { cookie: 'lang=en' }],
] as const;

/**
 * The body of GET `url` asked with `headers` (a member's, a language's, both or none): answered
 * 200, and marked as varying with the language, so that no cache gives it to another language.
 */
export async function readInLanguage(
  api: TestApi,
  url: string,
  headers: Record<string, string> = {},
) {
  const response = await api.app.inject({ url, headers });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  expect(response.headers.vary).toContain('Accept-Language');
  return response.json();
}

const HANGUL = /[\u{AC00}-\u{D7A3}]/u;

/**
 * Where an English answer still says something in Korean: `path: text` of each string with a
 * Hangul syllable, except under a key of `keys` (data: a course's name, a department) and once
 * each of `fragments` (data inside a sentence: a course name, a portal 이수구분 code) is taken out.
 */
export function koreanLeftIn(
  answer: unknown,
  { keys = [], fragments = [] }: { keys?: readonly string[]; fragments?: readonly string[] } = {},
): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      const rest = fragments.reduce((text, fragment) => text.split(fragment).join(''), value);
      if (HANGUL.test(rest)) found.push(`${path}: ${value}`);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}[${index}]`));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!keys.includes(key)) walk(item, `${path}.${key}`);
      }
    }
  };
  walk(answer, '$');
  return found;
}
