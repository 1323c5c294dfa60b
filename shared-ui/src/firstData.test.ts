import {
  FIRST_DATA_ELEMENT_ID,
  forgetFirstData,
  peekFirstData,
  readFirstDataElement,
  seedFirstData,
} from './firstData';

/** A page whose first-data element holds this text (JSON as the server writes it, or not). */
function pageWith(text: string): Document {
  const page = document.implementation.createHTMLDocument();
  const element = page.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_DATA_ELEMENT_ID;
  element.textContent = text;
  page.body.append(element);
  return page;
}

const FIRST_PAGE = '/api/v1/questions?page=0';

describe('first data', () => {
  beforeEach(() => seedFirstData({}));

  it('holds the answers of the page element by URL, as the server wrote them', () => {
    const body = { content: [{ id: 7, title: '</script> 졸업' }], totalPages: 1 };
    // The server escapes "<" so the text cannot close its element; JSON reads it back.
    readFirstDataElement(pageWith(JSON.stringify({ [FIRST_PAGE]: body }).replace(/</g, '\\u003c')));

    expect(peekFirstData(FIRST_PAGE)).toEqual({ data: body });
    expect(peekFirstData('/api/v1/questions/7')).toBeUndefined();
  });

  it('holds a null answer as an answer', () => {
    seedFirstData({ [FIRST_PAGE]: null });
    expect(peekFirstData(FIRST_PAGE)).toEqual({ data: null });
  });

  it.each([
    ['JSON that does not parse', '{"/api/v1/questions?page=0": '],
    ['an array', '[{"content": []}]'],
    ['null', 'null'],
    ['a number', '7'],
    ['an empty element', ''],
  ])('holds nothing, and does not throw, for %s', (_case, text) => {
    seedFirstData({ [FIRST_PAGE]: { stale: true } });
    expect(() => readFirstDataElement(pageWith(text))).not.toThrow();
    expect(peekFirstData(FIRST_PAGE)).toBeUndefined();
  });

  it('holds nothing for a page without the element', () => {
    seedFirstData({ [FIRST_PAGE]: { stale: true } });
    readFirstDataElement(document.implementation.createHTMLDocument());
    expect(peekFirstData(FIRST_PAGE)).toBeUndefined();
  });

  it('replaces what was held when seeded again, and forgets one URL at a time', () => {
    seedFirstData({ [FIRST_PAGE]: 1, '/api/v1/questions/7': 2 });
    seedFirstData({ '/api/v1/questions/7': 3, '/api/v1/questions/8': 4 });
    forgetFirstData('/api/v1/questions/7');

    expect(peekFirstData(FIRST_PAGE)).toBeUndefined();
    expect(peekFirstData('/api/v1/questions/7')).toBeUndefined();
    expect(peekFirstData('/api/v1/questions/8')).toEqual({ data: 4 });
  });

  it('is the same for every copy of the module on the page', () => {
    seedFirstData({ [FIRST_PAGE]: 'page answer' });
    jest.isolateModules(() => {
      // A remote that fell back to its own shared-ui still finds the page's answers.
      const otherCopy = jest.requireActual<typeof import('./firstData')>('./firstData');
      expect(otherCopy.peekFirstData(FIRST_PAGE)).toEqual({ data: 'page answer' });
    });
  });
});
