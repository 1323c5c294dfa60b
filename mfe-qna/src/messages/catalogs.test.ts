import fs from 'node:fs';
import { AUTH_CATALOG } from '@smunity/shared-auth';
import { UI_CATALOG } from '@smunity/shared-ui';
import { describeCatalogs } from '@smunity/shared-ui/src/testing/catalogChecks';
import adminEnglish from './admin/en.json';
import adminKorean from './admin/ko.json';
import english from './en.json';
import headerEnglish from './header/en.json';
import headerKorean from './header/ko.json';
import korean from './ko.json';

type Messages = Record<string, string>;

const SHARED: Messages[] = [UI_CATALOG.korean, AUTH_CATALOG.korean] as Messages[];

// Each catalog file of the area, by its folder under src/messages. They meet in one provider (the
// board's holds the header entry's, the admin pages' the board's: catalog.ts, admin/catalog.ts),
// so no two of them may hold the same id.
const CATALOGS: Record<string, { name: string; ko: Messages; en: Messages }> = {
  '': { name: 'mfe-qna, the board', ko: korean, en: english },
  'header/': { name: 'mfe-qna, the header entry', ko: headerKorean, en: headerEnglish },
  'admin/': { name: 'mfe-qna, the admins’ pages', ko: adminKorean, en: adminEnglish },
};

for (const { name, ko, en } of Object.values(CATALOGS)) {
  const others = Object.values(CATALOGS)
    .filter((catalog) => catalog.ko !== ko)
    .map((catalog) => catalog.ko);
  describeCatalogs(name, { ko, en }, [...SHARED, ...others]);
}

describe('mfe-qna: the catalog files', () => {
  it('checks every catalog file under src/messages', () => {
    const files = fs
      .readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
      .map((file) => file.replaceAll('\\', '/'))
      .filter((file) => file.endsWith('.json'));
    const checked = Object.keys(CATALOGS).flatMap((folder) => [
      `${folder}en.json`,
      `${folder}ko.json`,
    ]);
    expect(files.sort()).toEqual(checked.sort());
  });

  it('keeps the admins’ texts under qna.admin.', () => {
    expect(Object.keys(adminKorean).filter((id) => !id.startsWith('qna.admin.'))).toEqual([]);
  });
});
