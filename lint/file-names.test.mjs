// The file-name rule, checked through eslint.config.mjs itself: which front-end files it reports,
// and that it leaves the tooling and the api alone. Run by the root `npm run lint` (node --test).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const REPO = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: REPO, overrideConfigFile: path.join(REPO, 'eslint.config.mjs') });

async function fileNameProblems(file) {
  const [result] = await eslint.lintText('export {};\n', { filePath: path.join(REPO, file) });
  return result.messages
    .filter((message) => message.ruleId === 'smunity/file-names')
    .map((message) => message.message);
}

/** [file, expected suggestion or null when the name is allowed] */
const CASES = [
  ['shared-auth/src/http/auth-client.ts', 'authClient.ts'],
  ['shared-auth/src/use-submission.test.ts', 'useSubmission.test.ts'],
  ['mfe-qna/src/features/admin/components/admin_page.tsx', 'adminPage.tsx'],
  ['shell/src/remotes/remote-area.test.tsx', 'remoteArea.test.tsx'],
  ['shared-ui/src/components/Modal.tsx', null],
  ['mfe-mypage/src/features/what-if/compare.ts', null],
  ['mf-platform/src/routesUnder.ts', null],
  ['mfe-accounts/src/routes.tsx', null],
  // Not front-end code: the api and the tooling keep their own conventions.
  ['api/src/http/error-handler.ts', null],
  ['site-server/src/static-server.js', null],
];

for (const [file, suggestion] of CASES) {
  test(`${file}: ${suggestion ? `rename to ${suggestion}` : 'allowed'}`, async () => {
    const problems = await fileNameProblems(file);
    if (suggestion === null) assert.deepEqual(problems, []);
    else {
      assert.equal(problems.length, 1);
      assert.match(problems[0], new RegExp(`Rename it to '${suggestion.replace(/\./g, '\\.')}'`));
    }
  });
}
