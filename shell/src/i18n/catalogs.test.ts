// The shell's catalogs (src/messages): every text in every language, none empty, and the same
// placeholders in each, so no language shows a raw id or drops a value (issue 40).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import english from '../messages/en.json';
import korean from '../messages/ko.json';

const CATALOGS: Record<string, Record<string, string>> = { ko: korean, en: english };

/** The names a message's values fill in, nested plurals and selects included, sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && 'value' in element) {
        names.add(element.value);
      }
      if ('options' in element) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe('the shell’s message catalogs', () => {
  const ids = Object.keys(korean).sort();

  it.each(Object.keys(CATALOGS))(
    '%s has every text of the Korean catalog, and no other',
    (locale) => {
      expect(Object.keys(CATALOGS[locale] ?? {}).sort()).toEqual(ids);
    },
  );

  it.each(Object.keys(CATALOGS))('%s has no empty text', (locale) => {
    const empty = Object.entries(CATALOGS[locale] ?? {}).filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });

  it('fills the same placeholders in every language', () => {
    const differing = ids.filter((id) => {
      const expected = placeholders(korean[id as keyof typeof korean]);
      return Object.values(CATALOGS).some(
        (catalog) => JSON.stringify(placeholders(catalog[id] ?? '')) !== JSON.stringify(expected),
      );
    });
    expect(differing).toEqual([]);
  });

  it('tells a message whose placeholders differ', () => {
    expect(placeholders('총 회원 수 {count}명')).toEqual(['count']);
    expect(placeholders('{n, plural, one {# {what}} other {# {what}s}}')).toEqual(['n', 'what']);
    expect(placeholders('Members in total')).toEqual([]);
  });
});
