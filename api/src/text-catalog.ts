// Korean text → English by catalog (ADR 0063): the api keeps making its texts in Korean, and an
// English request gets them looked up here, so a cached or stored Korean text still answers in
// either language. `{name}` marks a part that varies, read back from the Korean by a pattern.

/** `{name}` placeholders of a catalog text, sorted: the same in both languages of an entry. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** How a placeholder's value is written in English: as it is unless told. */
export type PlaceholderValue = (name: string, value: string) => string;

/**
 * The English of a Korean text from `catalog`, or null when it has none. Each entry with
 * placeholders is a pattern that reads their values from a text; the ones with more fixed text
 * are tried first, so `최소 3개 이상이어야 합니다.` is read by its own entry, not as
 * `{limit} 이상이어야 합니다.` with `최소 3개` for the limit.
 */
export function textCatalog(
  catalog: Readonly<Record<string, string>>,
  placeholderValue: PlaceholderValue = (_, value) => value,
): (korean: string) => string | null {
  const fixedLength = (template: string) => template.replace(/\{\w+\}/g, '').length;
  const templates = Object.entries(catalog)
    .filter(([korean]) => placeholdersOf(korean).length > 0)
    .sort(([a], [b]) => fixedLength(b) - fixedLength(a))
    .map(([korean, english]) => ({
      pattern: new RegExp(
        `^${escapeRegExp(korean).replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => `(?<${name}>.+?)`)}$`,
      ),
      english,
    }));
  return (korean) => {
    const exact = catalog[korean];
    if (exact !== undefined) return exact;
    for (const { pattern, english } of templates) {
      const groups = pattern.exec(korean)?.groups;
      if (groups !== undefined) {
        return english.replace(/\{(\w+)\}/g, (_, name: string) =>
          placeholderValue(name, groups[name] ?? ''),
        );
      }
    }
    return null;
  };
}
