// The import boundaries, checked through eslint.config.mjs itself: one snippet per rule (and per
// way of importing) must be reported, and the imports the rules allow must not be. Run by the root
// `npm run lint` (node --test), so a config change that stops a rule from applying fails there.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const REPO = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: REPO, overrideConfigFile: path.join(REPO, 'eslint.config.mjs') });

/** The boundary rule's messageIds for `code` linted as if it were `file` (need not exist). */
async function boundaryProblems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO, file) });
  const fatal = result.messages.filter((message) => message.fatal || !message.ruleId);
  assert.deepEqual(fatal, [], `${file} was not linted as expected`);
  return result.messages
    .filter((message) => message.ruleId === 'smunity/import-boundaries')
    .map((message) => message.messageId);
}

/** [what, file, code, expected messageId or null when allowed] */
const CASES = [
  // A remote imports no other remote, nor the shell.
  [
    'remote → remote by package name',
    'mfe-qna/src/App.tsx',
    "import { x } from '@smunity/mfe-mypage/src/x';",
    'remoteToRemote',
  ],
  [
    'remote → remote by relative path',
    'mfe-qna/src/a/b.ts',
    "import '../../../mfe-accounts/src/common/accounts.css';",
    'remoteToRemote',
  ],
  [
    'remote → remote, dynamic import',
    'mfe-mypage/src/x.tsx',
    "void import('@smunity/mfe-qna/src/routes');",
    'remoteToRemote',
  ],
  [
    'remote → remote, re-export',
    'mfe-mypage/src/x.ts',
    "export { x } from '@smunity/mfe-qna/src/x';",
    'remoteToRemote',
  ],
  [
    'remote → remote, type-only still counts',
    'mfe-accounts/src/x.ts',
    "import type { X } from '@smunity/mfe-qna/src/x';",
    'remoteToRemote',
  ],
  [
    'remote webpack config → other remote',
    'mfe-qna/webpack.config.js',
    "require('@smunity/mfe-mypage/webpack.config.js');",
    'remoteToRemote',
  ],
  [
    'remote → shell',
    'mfe-qna/src/x.ts',
    "import { y } from '@smunity/shell/src/layout/y';",
    'remoteToShell',
  ],
  // Shared packages and api-contract import no app.
  [
    'shared-ui → shell',
    'shared-ui/src/x.ts',
    "import { y } from '@smunity/shell/src/y';",
    'sharedToApp',
  ],
  [
    'shared-auth → remote (relative)',
    'shared-auth/src/x.ts',
    "import type { X } from '../../mfe-qna/src/contract';",
    'sharedToApp',
  ],
  [
    'mf-platform → remote',
    'mf-platform/src/x.ts',
    "import { y } from '../../mfe-mypage/src/y';",
    'sharedToApp',
  ],
  [
    'mf-platform JS → shell',
    'mf-platform/build/webpack.js',
    "require('../../shell/src/x');",
    'sharedToApp',
  ],
  // mf-platform is the layer under shared-auth and shared-ui.
  [
    'mf-platform → shared-ui',
    'mf-platform/src/x.tsx',
    "import { Button } from '@smunity/shared-ui';",
    'platformToShared',
  ],
  [
    'mf-platform → shared-auth (relative, type-only still counts)',
    'mf-platform/src/x.ts',
    "import type { MemberSession } from '../../shared-auth/src/types';",
    'platformToShared',
  ],
  [
    'api-contract → remote',
    'api-contract/src/x.ts',
    "import type { X } from '../../mfe-qna/src/x';",
    'sharedToApp',
  ],
  // The api imports no frontend package, and not the contract derived from it.
  [
    'api → shared-ui',
    'api/src/x.ts',
    "import { Button } from '@smunity/shared-ui';",
    'apiToFrontend',
  ],
  [
    'api → shared-auth, type-only still counts',
    'api/src/x.ts',
    "import type { S } from '@smunity/shared-auth';",
    'apiToFrontend',
  ],
  [
    'api → mf-platform (relative)',
    'api/src/x.ts',
    "import { p } from '../../mf-platform/src/p';",
    'apiToFrontend',
  ],
  [
    'api → shell',
    'api/src/modules/x/routes.ts',
    "import { y } from '../../../../shell/src/y';",
    'apiToFrontend',
  ],
  ['api → remote', 'api/src/x.ts', "import { y } from '@smunity/mfe-qna/src/y';", 'apiToFrontend'],
  [
    'api bench (JS) → frontend',
    'api/bench/x.bench.js',
    "require('@smunity/shared-ui/src/x');",
    'apiToFrontend',
  ],
  [
    'api → api-contract',
    'api/src/x.ts',
    "import type { M } from '../../api-contract/src/index';",
    'apiToContract',
  ],
  // Frontends take api types from api-contract; api-contract imports the api type-only.
  [
    'remote → api',
    'mfe-mypage/src/api/member.ts',
    "import type { M } from '@smunity/api/src/modules/members/schemas';",
    'frontendToApi',
  ],
  [
    'shared-auth → api',
    'shared-auth/src/x.ts',
    "import { E } from '../../api/src/errors';",
    'frontendToApi',
  ],
  [
    'api-contract → api, value import',
    'api-contract/src/x.ts',
    "import { Member } from '../../api/src/modules/members/schemas';",
    'contractRuntime',
  ],
  [
    'api-contract → api, value re-export',
    'api-contract/src/x.ts',
    "export { Member } from '../../api/src/modules/members/schemas';",
    'contractRuntime',
  ],
  [
    'api-contract → api, export *',
    'api-contract/src/x.ts',
    "export * from '../../api/src/modules/members/schemas';",
    'contractRuntime',
  ],
  [
    'api-contract → api, values of a module that imports nothing',
    'api-contract/src/x.ts',
    "export { CATEGORY_LABEL } from '../../api/src/audit/enums';",
    null,
  ],
  [
    'api-contract → api, values of a module that does not exist',
    'api-contract/src/x.ts',
    "export { CATEGORY_LABEL } from '../../api/src/audit/no-such-module';",
    'contractRuntime',
  ],
  [
    'api-contract → api, import type',
    'api-contract/src/x.ts',
    "import type { Member } from '../../api/src/modules/members/schemas';",
    null,
  ],
  [
    'api-contract → api, inline type specifiers',
    'api-contract/src/x.ts',
    "import { type Member } from '../../api/src/modules/members/schemas';",
    null,
  ],
  [
    'api-contract → api, export type',
    'api-contract/src/x.ts',
    "export type { Member } from '../../api/src/modules/members/schemas';",
    null,
  ],
  // A feature folder imports no other feature folder of its remote.
  [
    'feature → sibling feature (../../b)',
    'mfe-qna/src/features/answers/hooks/useX.ts',
    "import { q } from '../../questions/api/questionsApi';",
    'crossFeature',
  ],
  [
    'feature → sibling feature (../b)',
    'mfe-qna/src/features/answers/index.ts',
    "export * from '../questions/hooks/useQ';",
    'crossFeature',
  ],
  [
    'feature → sibling feature by package name',
    'mfe-accounts/src/features/login/x.tsx',
    "import { r } from '@smunity/mfe-accounts/src/features/register/r';",
    'crossFeature',
  ],
  [
    'feature → sibling feature, dynamic',
    'mfe-accounts/src/features/login/x.tsx',
    "void import('../register/components/RegisterPage');",
    'crossFeature',
  ],
  [
    'feature test → sibling feature',
    'mfe-mypage/src/features/result/components/R.test.tsx',
    "import { P } from '../../profile/components/P';",
    'crossFeature',
  ],
  [
    'feature → its own folder',
    'mfe-qna/src/features/answers/hooks/useX.ts',
    "import { a } from '../api/answersApi';",
    null,
  ],
  [
    'feature → remote shared code',
    'mfe-accounts/src/features/login/components/L.tsx',
    "import { C } from '../../../common/CredentialsFields';",
    null,
  ],
  [
    'remote root → features',
    'mfe-qna/src/routes.tsx',
    "import { Q } from './features/questions/components/Q';",
    null,
  ],
  // The shell imports from a remote only its contract's types.
  [
    'shell → remote contract, import type',
    'shell/src/remotes/contract.ts',
    "import type { RemoteName } from '@smunity/mfe-qna/src/contract';",
    null,
  ],
  [
    'shell → remote contract, relative type',
    'shell/src/remotes/contract.ts',
    "import type { RemoteName } from '../../../mfe-qna/src/contract.ts';",
    null,
  ],
  [
    'shell → remote contract, value import',
    'shell/src/remotes/contract.ts',
    "import { RemoteName } from '@smunity/mfe-qna/src/contract';",
    'shellToRemote',
  ],
  [
    'shell → remote, other file type-only',
    'shell/src/x.ts',
    "import type { Routes } from '@smunity/mfe-qna/src/routes';",
    'shellToRemote',
  ],
  [
    'shell → remote, dynamic import',
    'shell/src/x.ts',
    "void import('@smunity/mfe-mypage/src/routes');",
    'shellToRemote',
  ],
  [
    'shell → remote, import() type',
    'shell/src/x.ts',
    "export type R = typeof import('@smunity/mfe-mypage/src/routes');",
    'shellToRemote',
  ],
  [
    'shell → remote package root',
    'shell/src/x.ts',
    "import '@smunity/mfe-accounts';",
    'shellToRemote',
  ],
  [
    'shell JS tooling → remote',
    'shell/scripts/x.js',
    "require('../../mfe-qna/src/x');",
    'shellToRemote',
  ],
  // Allowed: apps → shared packages, tooling → anything.
  [
    'remote → shared-ui and shared-auth',
    'mfe-qna/src/x.tsx',
    "import { B } from '@smunity/shared-ui';\nimport { s } from '@smunity/shared-auth';",
    null,
  ],
  [
    'shell → shared packages',
    'shell/src/x.ts',
    "import { p } from '@smunity/shared-ui/src/parcel';",
    null,
  ],
  [
    'shared-auth and shared-ui → mf-platform',
    'shared-auth/src/x.ts',
    "import { warnIfLoadedTwice } from '@smunity/mf-platform';",
    null,
  ],
  [
    'remote → api-contract',
    'mfe-mypage/src/api/member.ts',
    "import type { MemberInfo } from '@smunity/api-contract';",
    null,
  ],
  [
    'tools → remotes and shell',
    'tools/site/site.js',
    "require('../../mfe-qna/webpack.config.js');\nrequire('shell/package.json');",
    null,
  ],
  [
    'e2e → shell tooling',
    'e2e/support/site.ts',
    "import { s } from '@smunity/shell/server/site-processes';\nexport { s };",
    null,
  ],
  [
    'site-server → tools',
    'site-server/src/x.js',
    "require('@smunity/tools/remotes');",
    'serverToTooling',
  ],
  [
    'site-server → a remote',
    'site-server/src/x.js',
    "require('../../mfe-qna/src/routes');",
    'serverToApp',
  ],
  [
    'site-server → the api',
    'site-server/src/x.js',
    "require('@smunity/api/src/auth/principal');",
    'serverToApp',
  ],
  [
    'site-server → the page contract',
    'site-server/src/x.js',
    "require('@smunity/mf-platform/contract/area-frames-file');",
    null,
  ],
  // The page contract imports nothing but itself.
  ['page contract → page contract', 'mf-platform/contract/x.js', "require('./json-shapes');", null],
  [
    'page contract → mf-platform build tooling',
    'mf-platform/contract/x.js',
    "require('../build/webpack');",
    'pageContractOutside',
  ],
  [
    'page contract → another package',
    'mf-platform/contract/x.js',
    "require('@smunity/security-headers');",
    'pageContractOutside',
  ],
  [
    'site-server → the shared settings and header policy',
    'site-server/src/x.js',
    "require('@smunity/site-settings');\nrequire('@smunity/security-headers');",
    null,
  ],
  [
    "site-server → mf-platform's build tooling",
    'site-server/src/x.js',
    "require('@smunity/mf-platform/build/compressed-assets');",
    'serverToBuild',
  ],
  [
    'tools → site-server',
    'tools/site/site-processes.js',
    "require('@smunity/site-server/src/main');",
    null,
  ],
  [
    'third-party packages',
    'api/src/x.ts',
    "import Fastify from 'fastify';\nimport path from 'node:path';\nexport { Fastify, path };",
    null,
  ],
];

for (const [what, file, code, expected] of CASES) {
  test(`${expected ?? 'allowed'}: ${what}`, async () => {
    assert.deepEqual(await boundaryProblems(file, code), expected ? [expected] : []);
  });
}
