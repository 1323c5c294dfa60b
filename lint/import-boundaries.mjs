// The import boundaries between SMUNITY's packages, as one ESLint rule (`smunity/import-boundaries`).
//
// ESLint's core `no-restricted-imports` matches the import *string*, so it cannot tell whether
// `../b/api` leaves a feature folder or stays inside it; this rule resolves every specifier (relative
// path or workspace package name) to a folder of the repository and checks who imports whom:
//
//   - a remote (mfe-*) imports no other remote and not the shell;
//   - the shared packages (shared-auth, shared-ui, mf-platform) and api-contract import no app;
//   - mf-platform, the layer under shared-auth and shared-ui (they use its singleton guard), imports
//     neither;
//   - the api imports no frontend package and not api-contract (which is derived from it);
//   - frontend packages take the api's types from api-contract, never from the api itself;
//   - api-contract imports the api type-only (no server code in the bundles), except values of an
//     api module that imports nothing itself (the api's vocabulary, e.g. src/audit/enums.ts: labels
//     both sides show; docs/adr/0029);
//   - a feature folder (mfe-*/src/features/<a>/) imports no other feature folder of its remote;
//   - the shell imports from a remote only the types of its src/contract.ts;
//   - the page server (site-server), which serves production traffic, imports no developer tooling
//     (tools/, e2e/), no app and not the api: it reads the builds' files at run time, and talks
//     to the api over HTTP, nor mf-platform's build tooling (mf-platform/build/);
//   - the page contract (mf-platform/contract/), which runs in the page server and the browser,
//     imports nothing else of the repository: no build tooling reaches either through it.
//
// Tooling outside these packages (tools/, e2e/, root configs) may import what it drives.
// lint/import-boundaries.test.mjs lints a snippet for every rule against eslint.config.mjs.
import fs from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '..');

const SHARED_PACKAGES = new Set(['shared-auth', 'shared-ui', 'mf-platform']);
/** The federation platform: shared-auth and shared-ui build on it, so it must not import them. */
const PLATFORM_PACKAGE = 'mf-platform';

/** What a top-level folder of the repository is, for the rules below; null: not restricted. */
function kindOf(folder) {
  if (folder.startsWith('mfe-')) return 'remote';
  if (folder === 'shell') return 'shell';
  if (SHARED_PACKAGES.has(folder)) return 'shared';
  if (folder === 'api-contract') return 'contract';
  if (folder === 'api') return 'api';
  if (folder === 'site-server') return 'server';
  if (folder === 'tools' || folder === 'e2e') return 'tooling';
  return null;
}

const FRONTEND_KINDS = new Set(['remote', 'shell', 'shared']);
const APP_KINDS = new Set(['remote', 'shell']);

/**
 * Workspace package name → its folder, read from the folders themselves (not from the root
 * package.json's workspaces list), so a package added or renamed is known without editing this file.
 */
function readPackageFolders() {
  const folders = new Map();
  for (const entry of fs.readdirSync(REPO, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules')
      continue;
    const manifest = path.join(REPO, entry.name, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    try {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      folders.set(name ?? entry.name, entry.name);
    } catch {
      folders.set(entry.name, entry.name); // a half-written package.json while someone edits it
    }
  }
  return folders;
}

let packageFolders;

/** A place in the repository: its top-level folder, what that folder is, and the feature (if any). */
function locate(relativeToRepo) {
  const segments = relativeToRepo.split(/[\\/]/).filter(Boolean);
  if (segments.length === 0 || segments[0] === '..') return null; // outside the repository
  const [folder, ...rest] = segments;
  const kind = kindOf(folder);
  const subpath = rest.join('/');
  const feature =
    kind === 'remote' ? /^src\/features\/([^/]+)(?:\/|$)/.exec(subpath)?.[1] : undefined;
  return { folder, kind, subpath, feature };
}

/** Where an import specifier written in `filename` points; null: a third-party or built-in module. */
function resolveTarget(specifier, filename) {
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    return locate(path.relative(REPO, path.resolve(path.dirname(filename), specifier)));
  }
  packageFolders ??= readPackageFolders();
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const folder = packageFolders.get(parts.slice(0, nameLength).join('/'));
  if (!folder) return null;
  return locate([folder, ...parts.slice(nameLength)].join('/'));
}

/** Any import, re-export, dynamic import or require in a module's text (type-only ones too). */
const ANY_IMPORT =
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]|^\s*import\s*['"]|\bimport\s*\(|\brequire\s*\(/m;

/**
 * Whether the module at `target` (a place in the repository, as written in the import) exists
 * and imports nothing: its values carry no other code into a bundle.
 */
function importsNothing(target) {
  const base = path.join(REPO, target.folder, target.subpath);
  for (const file of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) continue;
    return !ANY_IMPORT.test(fs.readFileSync(file, 'utf8'));
  }
  return false;
}

const CONTRACT_FILE = /^src\/contract(?:\.ts|\.d\.ts)?$/;

/** Whether a place is in the page contract (mf-platform/contract/, its README). */
const inPageContract = (place) =>
  place.folder === PLATFORM_PACKAGE && /^contract(?:\/|$)/.test(place.subpath);

/** The broken rule (a messageId) for `from` importing `to`, or null when the import is allowed. */
function violation(from, to, typeOnly) {
  if (inPageContract(from) && !inPageContract(to)) return 'pageContractOutside';
  if (from.folder === to.folder) {
    const crossesFeatures = from.feature && to.feature && from.feature !== to.feature;
    return crossesFeatures ? 'crossFeature' : null;
  }
  switch (from.kind) {
    case 'remote':
      if (to.kind === 'remote') return 'remoteToRemote';
      if (to.kind === 'shell') return 'remoteToShell';
      if (to.kind === 'api') return 'frontendToApi';
      return null;
    case 'shell':
      if (to.kind === 'remote')
        return typeOnly && CONTRACT_FILE.test(to.subpath) ? null : 'shellToRemote';
      if (to.kind === 'api') return 'frontendToApi';
      return null;
    case 'shared':
      if (APP_KINDS.has(to.kind)) return 'sharedToApp';
      if (from.folder === PLATFORM_PACKAGE && to.kind === 'shared') return 'platformToShared';
      if (to.kind === 'api') return 'frontendToApi';
      return null;
    case 'contract':
      if (APP_KINDS.has(to.kind)) return 'sharedToApp';
      if (to.kind === 'api' && !typeOnly && !importsNothing(to)) return 'contractRuntime';
      return null;
    case 'server':
      if (to.kind === 'tooling') return 'serverToTooling';
      if (to.folder === PLATFORM_PACKAGE && /^build(?:\/|$)/.test(to.subpath))
        return 'serverToBuild';
      if (APP_KINDS.has(to.kind) || to.kind === 'api') return 'serverToApp';
      return null;
    case 'api':
      if (FRONTEND_KINDS.has(to.kind)) return 'apiToFrontend';
      if (to.kind === 'contract') return 'apiToContract';
      return null;
    default:
      return null;
  }
}

/** The module name of a string literal or a template literal without expressions. */
function literalValue(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
    return node.quasis[0].value.cooked;
  if (node.type === 'TSLiteralType') return literalValue(node.literal);
  return null;
}

const allTypeSpecifiers = (specifiers, kindKey) =>
  specifiers.length > 0 && specifiers.every((specifier) => specifier[kindKey] === 'type');

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps SMUNITY's packages, remotes and feature folders independent." },
    schema: [],
    messages: {
      remoteToRemote:
        '{{from}} must not import {{to}}: remotes are built and deployed independently. Move what both need ' +
        'to shared-ui (design system), shared-auth (session) or mf-platform (federation), or link to the ' +
        "other area's route.",
      remoteToShell:
        '{{from}} must not import the shell: the shell loads remotes, not the other way round. Move what ' +
        'both need to shared-ui, shared-auth or mf-platform.',
      sharedToApp:
        '{{from}} must not import the app {{to}}: apps depend on {{from}}, so this makes a cycle. Move the code ' +
        'into {{from}} (or another shared package), or let the app pass it in (props, options, a registry).',
      platformToShared:
        'mf-platform must not import {{to}}: {{to}} builds on mf-platform (its singleton guard), so this ' +
        'makes a cycle, and the platform would carry a design system or a session into every build. Let ' +
        'the caller pass what the platform needs (props, options).',
      apiToFrontend:
        'The api must not import the frontend package {{to}}: the server is built and run without browser ' +
        'code. Keep the code in the api; frontends get its types through api-contract.',
      apiToContract:
        "The api must not import api-contract: api-contract is derived from the api's schemas. Import the " +
        'schema or type from its api module instead.',
      frontendToApi:
        '{{from}} must not import the api directly: take request/response types from api-contract ' +
        '(`import type`), so no server code reaches the bundle and the contract lives in one place.',
      contractRuntime:
        'api-contract takes types from the api (`import type { … }`, `export type { … } from`), and values ' +
        'only from an api module that imports nothing (the vocabulary both sides show, docs/adr/0029), so ' +
        'no server code reaches the frontend bundles.',
      serverToTooling:
        'The page server must not import {{to}}: it serves production traffic and is deployed without ' +
        'the developer tooling. Move what both need into site-server (the tooling may import it).',
      serverToBuild:
        'The page server must not import mf-platform/build/: that is the build tooling, run when the ' +
        'builds are made. What the page server reads at run time is the page contract ' +
        '(mf-platform/contract/) or a shared package (site-settings, security-headers, member-cookie).',
      serverToApp:
        'The page server must not import {{to}}: it reads what the builds hand it (first-views.json, ' +
        "area-frames.json, the remotes' renderers) at run time, and asks the api over HTTP.",
      pageContractOutside:
        'The page contract (mf-platform/contract/) must not import {{to}}: it runs in the page server ' +
        'and the browser, so it imports nothing but itself; build tooling stays in mf-platform/build/.',
      crossFeature:
        "Feature '{{fromFeature}}' of {{from}} must not import feature '{{toFeature}}': features stay " +
        "independent. Move what both need out of src/features/ into the remote's shared folders " +
        '(src/components, src/hooks, src/api), or navigate to the other feature by route.',
      shellToRemote:
        'The shell may import from {{to}} only its contract types: `import type { … } from ' +
        "'{{to}}/src/contract'`. Remote code reaches the shell at run time through federation " +
        '(remotes.json), never through the bundle.',
    },
  },
  create(context) {
    const from = locate(path.relative(REPO, context.filename));
    if (!from?.kind) return {};

    function check(node, sourceNode, typeOnly) {
      const specifier = literalValue(sourceNode);
      if (specifier === null) return;
      const to = resolveTarget(specifier, context.filename);
      if (!to) return;
      const messageId = violation(from, to, typeOnly);
      if (!messageId) return;
      context.report({
        node,
        messageId,
        data: {
          from: from.folder,
          to: to.folder,
          fromFeature: from.feature,
          toFeature: to.feature,
        },
      });
    }

    return {
      ImportDeclaration(node) {
        check(
          node,
          node.source,
          node.importKind === 'type' || allTypeSpecifiers(node.specifiers, 'importKind'),
        );
      },
      ExportNamedDeclaration(node) {
        if (node.source) {
          check(
            node,
            node.source,
            node.exportKind === 'type' || allTypeSpecifiers(node.specifiers, 'exportKind'),
          );
        }
      },
      ExportAllDeclaration(node) {
        check(node, node.source, node.exportKind === 'type');
      },
      ImportExpression(node) {
        check(node, node.source, false);
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require')
          check(node, node.arguments[0], false);
      },
      TSImportEqualsDeclaration(node) {
        if (node.moduleReference.type === 'TSExternalModuleReference') {
          check(node, node.moduleReference.expression, node.importKind === 'type');
        }
      },
      TSImportType(node) {
        check(node, node.argument ?? node.source, true);
      },
    };
  },
};

export default { meta: { name: 'smunity' }, rules: { 'import-boundaries': importBoundaries } };
