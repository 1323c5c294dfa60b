// What the tests of the api's English answers share (ADR 0063).

/** The two ways a request asks for English: the site's `lang` cookie, or the browser's header. */
export const ENGLISH_REQUESTS = [
  ['Accept-Language: en', { 'accept-language': 'en-US,en;q=0.9' }],
  ['cookie lang=en', { cookie: 'lang=en' }],
] as const;

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
