import fs from 'node:fs';
import path from 'node:path';
import {
  NAV_LINKS,
  REMOTES,
  SITE_MOUNTS,
  aliasesOfArea,
  areaPathOf,
  registryProblems,
  type RemoteEntry,
} from './registry';

const REPO = path.resolve(__dirname, '..', '..');

const entry = (overrides: Partial<RemoteEntry>): RemoteEntry => ({
  container: 'mfe_chat',
  folder: 'mfe-chat',
  port: 3004,
  portEnv: 'CHAT_PORT',
  area: '/chat',
  nav: [],
  ...overrides,
});

describe('the registry of remotes', () => {
  it('holds', () => {
    expect(registryProblems(REMOTES)).toEqual([]);
  });

  it.each(REMOTES.map((remote) => [remote.folder, remote]))(
    '%s is a workspace with its own webpack config',
    (folder, remote) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(REPO, folder, 'package.json'), 'utf8'));
      expect(manifest.name).toBe(`@smunity/${folder}`);
      expect(fs.existsSync(path.join(REPO, folder, 'webpack.config.js'))).toBe(true);
      expect(remote.container).toBe(folder.replace(/-/g, '_'));
    },
  );

  it('gives each area and the header links with absolute paths', () => {
    expect(areaPathOf('mfe_qna')).toBe('/qna');
    expect(() => areaPathOf('mfe_chat')).toThrow('does not list mfe_chat');
    expect(NAV_LINKS).toEqual([
      { label: { ko: '로그인', en: 'Log in' }, to: '/accounts/login', visibleTo: 'guests' },
      { label: { ko: '회원가입', en: 'Sign up' }, to: '/accounts/agree', visibleTo: 'guests' },
      { label: { ko: '마이페이지', en: 'My page' }, to: '/mypage', visibleTo: 'members' },
      { label: { ko: '이용안내', en: 'Guide' }, to: '/qna/terms', visibleTo: 'everyone' },
      { label: { ko: '관리자', en: 'Admin' }, to: '/qna/admin', visibleTo: 'admins' },
    ]);
  });

  it('names duplicates, malformed names and unknown audiences', () => {
    const problems = registryProblems([
      entry({}),
      entry({ container: 'mfe-chat', folder: 'mfe-chat2', port: 3005, portEnv: 'CHAT2_PORT' }),
      entry({
        container: 'mfe_talk',
        folder: 'mfe-talk',
        port: 3006,
        portEnv: 'TALK_PORT',
        area: 'talk',
        nav: [
          { label: { ko: '채팅', en: 'Chat' }, path: '', visibleTo: 'teachers' as never },
          { label: { ko: '공지', en: ' ' }, path: 'notices', visibleTo: 'everyone' },
        ],
      }),
    ]);

    expect(problems).toEqual([
      'area /chat is listed twice.',
      'mfe-chat: a container name is lower case with underscores only.',
      'mfe_talk: the area is one path segment such as /qna.',
      'mfe_talk: nav "채팅" is visible to teachers?',
      'mfe_talk: nav "공지" has no label in en.',
    ]);
  });

  it('mounts every area and, for mfe_mypage, the public /shared of its share links', () => {
    expect(SITE_MOUNTS).toEqual([
      { path: '/accounts', remote: 'mfe_accounts' },
      { path: '/mypage', remote: 'mfe_mypage' },
      { path: '/shared', remote: 'mfe_mypage', routes: 'shared' },
      { path: '/qna', remote: 'mfe_qna' },
    ]);
    expect(aliasesOfArea('/mypage')).toEqual([{ path: '/shared', routes: 'shared' }]);
    expect(aliasesOfArea('/qna')).toEqual([]);
  });

  it('refuses an alias that is not one segment or is mounted twice', () => {
    expect(
      registryProblems([
        entry({ aliases: [{ path: '/chat', routes: 'x' }] }),
        entry({
          container: 'mfe_talk',
          folder: 'mfe-talk',
          port: 3006,
          portEnv: 'TALK_PORT',
          area: '/talk',
          aliases: [{ path: 'open/x', routes: 'x' }],
        }),
      ]),
    ).toEqual([
      'the alias /chat is also mounted elsewhere.',
      'mfe_talk: the alias open/x is one path segment such as /shared.',
    ]);
  });
});
