// The apps import React Router through the client-only slice that production builds share under
// the react-router keys (build/react-router-client.mjs, docs/adr/0006). A name the slice does not
// re-export would be undefined at run time in production only, so every value an app's sources
// import from react-router, react-router-dom or react-router/dom must be re-exported by it.
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
const APP_SOURCES = [
  'shell/src',
  'mfe-accounts/src',
  'mfe-mypage/src',
  'mfe-qna/src',
  'shared-auth/src',
  'shared-ui/src',
  'mf-platform/src',
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [file] : [];
  });
}

/** Value imports (not `import type`, not `type X` specifiers) from the react-router packages. */
function routerValueImports(source: string): string[] {
  const imports = source.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?(?:\/dom)?'/g,
  );
  return [...imports].flatMap(([, typeOnly, specifiers = '']) =>
    typeOnly
      ? []
      : specifiers
          .split(',')
          .map((specifier) => specifier.trim())
          .filter((specifier) => specifier && !specifier.startsWith('type '))
          .map((specifier) => specifier.split(/\s+as\s+/)[0] ?? specifier),
  );
}

function sliceExports(): Set<string> {
  const slice = fs.readFileSync(
    path.join(repo, 'mf-platform/build/react-router-client.mjs'),
    'utf8',
  );
  const lists = slice.matchAll(/export\s*\{([^}]*)\}/g);
  return new Set(
    [...lists].flatMap(([, names = '']) =>
      names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  );
}

describe('the client-only React Router slice', () => {
  const exported = sliceExports();

  it('re-exports the routers the shell and the remotes are built on', () => {
    for (const name of ['BrowserRouter', 'MemoryRouter', 'Link', 'useRoutes']) {
      expect(exported).toContain(name);
    }
  });

  it('leaves out the data router, which no app uses (docs/adr/0061)', () => {
    for (const name of ['createBrowserRouter', 'createMemoryRouter', 'RouterProvider']) {
      expect(exported).not.toContain(name);
    }
  });

  it('re-exports every React Router value an app imports', () => {
    const missing = APP_SOURCES.flatMap((dir) =>
      sourceFiles(path.join(repo, dir)).flatMap((file) =>
        routerValueImports(fs.readFileSync(file, 'utf8'))
          .filter((name) => !exported.has(name))
          .map((name) => `${path.relative(repo, file)}: ${name}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('leaves out the server side of the package', () => {
    for (const name of ['createStaticHandler', 'createRequestHandler', 'createCookie']) {
      expect(exported).not.toContain(name);
    }
  });
});
