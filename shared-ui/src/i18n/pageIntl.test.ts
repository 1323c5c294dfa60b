import { curriculumTermLabel, timetableLabel } from '../basis';
import { newPasswordProblem } from '../components/newPassword';
import { appCatalog, loadedMessages, loadMessages, UI_CATALOG, type Catalog } from './catalog';
import { pageIntl } from './pageIntl';

afterEach(() => document.documentElement.removeAttribute('lang'));

const TIMETABLE = {
  ranges: [
    { from: { year: 2017, semester: '1학기' }, to: { year: 2024, semester: '1학기' } },
    { from: { year: 2026, semester: '1학기' }, to: { year: 2026, semester: '1학기' } },
  ],
};

describe('pageIntl: texts outside a React tree, in the page’s language', () => {
  it('speaks Korean on a Korean page (and where the page names no language)', () => {
    expect(newPasswordProblem({ password: 'a', confirmation: 'b' })).toBe(
      '비밀번호가 일치하지 않습니다.',
    );
    expect(curriculumTermLabel({ year: 2025, semester: '2학기' }, pageIntl())).toBe(
      '2025학년도 2학기',
    );
    expect(timetableLabel(TIMETABLE, pageIntl())).toBe(
      '2017년 1학기–2024년 1학기, 2026년 1학기 시간표',
    );
  });

  it('speaks English on an English page once the catalog has loaded', async () => {
    await loadMessages(UI_CATALOG, 'en');
    document.documentElement.lang = 'en';

    expect(newPasswordProblem({ password: '', confirmation: '' })).toBe(
      'Please enter your password.',
    );
    expect(curriculumTermLabel({ year: 2025, semester: '2학기' }, pageIntl())).toBe(
      '2nd semester 2025',
    );
    expect(timetableLabel(TIMETABLE, pageIntl())).toBe(
      'the timetables of 1st semester 2017 – 1st semester 2024, 1st semester 2026',
    );
    expect(pageIntl()).toBe(pageIntl());
  });

  it('speaks Korean until an English catalog it needs has loaded, then English', async () => {
    const later: Catalog = {
      korean: { 'later.text': '나중에' },
      loadEnglish: () => Promise.resolve({ 'later.text': 'Later' }),
    };
    document.documentElement.lang = 'en';

    expect(pageIntl([later]).formatMessage({ id: 'later.text' })).toBe('나중에');
    await loadMessages(later, 'en');
    expect(pageIntl([later]).formatMessage({ id: 'later.text' })).toBe('Later');
  });
});

describe('loadedMessages', () => {
  it('has Korean at once and English only once its chunk has loaded', async () => {
    const catalog: Catalog = {
      korean: { 'a.text': '가' },
      loadEnglish: () => Promise.resolve({ 'a.text': 'A' }),
    };
    expect(loadedMessages(catalog, 'ko')).toEqual({ 'a.text': '가' });
    expect(loadedMessages(catalog, 'en')).toBeUndefined();
    await loadMessages(catalog, 'en');
    expect(loadedMessages(catalog, 'en')).toEqual({ 'a.text': 'A' });
  });
});

describe('appCatalog', () => {
  it('holds the app’s texts over the shared packages’ and shared-ui’s, in both languages', async () => {
    const shared: Catalog = {
      korean: { 'auth.text': '인증' },
      loadEnglish: () => Promise.resolve({ 'auth.text': 'Auth' }),
    };
    const app = appCatalog({ 'app.text': '앱' }, () => Promise.resolve({ 'app.text': 'App' }), [
      shared,
    ]);

    expect(app.korean).toMatchObject({
      'app.text': '앱',
      'auth.text': '인증',
      'ui.modal.close': '닫기',
    });
    expect(await loadMessages(app, 'en')).toMatchObject({
      'app.text': 'App',
      'auth.text': 'Auth',
      'ui.modal.close': 'Close',
    });
  });
});
