import { ERROR_CATALOGUE } from './errors';
import { GENERIC_MESSAGES } from './http/validation';
import { englishFieldMessage, ENGLISH_ERROR_MESSAGES, ENGLISH_FIELD_MESSAGES } from './messages-en';
import { placeholdersOf } from './text-catalog';
import { useTestApi } from './testing';

describe('the English error catalog', () => {
  it('has a message for every error code and none for a code that does not exist', () => {
    expect(Object.keys(ENGLISH_ERROR_MESSAGES).sort()).toEqual(Object.keys(ERROR_CATALOGUE).sort());
  });

  it.each(Object.entries(ERROR_CATALOGUE))(
    '%s: English, not empty, with the placeholders of the Korean',
    (code, { message }) => {
      const english = ENGLISH_ERROR_MESSAGES[code as keyof typeof ENGLISH_ERROR_MESSAGES];
      expect(english.trim()).not.toBe('');
      expect(english).not.toMatch(/[\uAC00-\uD7A3]/);
      expect(placeholdersOf(english)).toEqual(placeholdersOf(message));
    },
  );
});

describe('the English field messages', () => {
  it.each(Object.entries(ENGLISH_FIELD_MESSAGES))(
    '%s: English, not empty, with the same placeholders',
    (korean, english) => {
      expect(english.trim()).not.toBe('');
      expect(english).not.toMatch(/[\uAC00-\uD7A3]/);
      expect(placeholdersOf(english)).toEqual(placeholdersOf(korean));
    },
  );

  it('fills a template with the values read from the Korean text', () => {
    expect(englishFieldMessage('최소 3개 이상이어야 합니다.')).toBe('Must have at least 3 items.');
    expect(englishFieldMessage('3 이상이어야 합니다.')).toBe('Must be 3 or more.');
    expect(englishFieldMessage('내용은 최대 10,000자까지 입력할 수 있습니다.')).toBe(
      'The content can be at most 10,000 characters.',
    );
    expect(englishFieldMessage('HAEA0010의 학기는 2026-2부터 2027-2 사이여야 합니다.')).toBe(
      'The semester of HAEA0010 must be from 2026-2 to 2027-2.',
    );
    expect(
      englishFieldMessage(
        '이미 지난 학기입니다. 이번 학기(2025년 2학기)나 그 뒤의 학기를 골라 주세요.',
      ),
    ).toBe(
      'This semester is over. Please choose this semester (2nd semester 2025) or a later one.',
    );
    expect(englishFieldMessage('아무 catalog에도 없는 문장')).toBeNull();
  });

  it.each(Object.entries(GENERIC_MESSAGES))(
    'translates the generic message for %s',
    (_keyword, message) => {
      expect(englishFieldMessage(message({ limit: 7 }))).not.toBeNull();
    },
  );

  describe('of the OpenAPI document', () => {
    const api = useTestApi('pglite', { resetBetweenTests: false });

    it('translates every x-messages text of every route', async () => {
      const document = (await api.app.inject({ url: '/api/docs/json' })).json();
      const texts = new Set<string>();
      const collect = (node: unknown): void => {
        if (Array.isArray(node)) node.forEach(collect);
        else if (typeof node === 'object' && node !== null) {
          for (const [key, child] of Object.entries(node)) {
            if (key === 'x-messages') Object.values(child as object).forEach((t) => texts.add(t));
            else collect(child);
          }
        }
      };
      collect(document);
      // The document is read, not empty by mistake.
      expect(texts.size).toBeGreaterThan(50);

      expect([...texts].filter((text) => englishFieldMessage(text) === null)).toEqual([]);
    });
  });
});
