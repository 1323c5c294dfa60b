// The checks every app's catalogs pass (issue 40): every text in every language, none empty, the
// same placeholders in each (so no language shows a raw id or drops a value), and no id that
// another catalog on the same page also holds.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

type Messages = Record<string, string>;

/** The names a message's values fill in, nested plurals, selects and tags included, sorted. */
export function placeholders(message: string): string[] {
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

/**
 * Jest tests of an app's catalogs (src/messages/ko.json and en.json).
 * @param others catalogs rendered on the same pages (shared-ui's): none may hold one of its ids
 */
export function describeCatalogs(
  app: string,
  { ko: korean, en: english }: { ko: Messages; en: Messages },
  others: Messages[] = [],
): void {
  const catalogs: Record<string, Messages> = { ko: korean, en: english };
  describe(`${app}: message catalogs`, () => {
    const ids = Object.keys(korean).sort();

    it.each(Object.keys(catalogs))(
      '%s has every text of the Korean catalog, and no other',
      (locale) => {
        expect(Object.keys(catalogs[locale] ?? {}).sort()).toEqual(ids);
      },
    );

    it.each(Object.keys(catalogs))('%s has no empty text', (locale) => {
      const empty = Object.entries(catalogs[locale] ?? {}).filter(([, text]) => !text.trim());
      expect(empty).toEqual([]);
    });

    it('fills the same placeholders in every language', () => {
      const differing = ids.filter((id) => {
        const expected = placeholders(korean[id] ?? '');
        return Object.values(catalogs).some(
          (catalog) => JSON.stringify(placeholders(catalog[id] ?? '')) !== JSON.stringify(expected),
        );
      });
      expect(differing).toEqual([]);
    });

    it('holds no id of another catalog on its pages', () => {
      expect(ids.filter((id) => others.some((other) => Object.hasOwn(other, id)))).toEqual([]);
    });
  });
}
