import path from 'node:path';

/**
 * The api package folder. This file compiles to `dist/paths.js`, one level below the package,
 * exactly as `src/paths.ts` is, so the same expression works for sources (tests) and builds.
 */
export const API_ROOT = path.resolve(__dirname, '..');

/**
 * DATA_DIR when it is unset: the repository's `.data/api`, the folder `npm start` and `npm run dev`
 * give the api, so the admin command (src/cli) opens the database the site uses.
 */
export const DEFAULT_DATA_DIR = path.join(API_ROOT, '..', '.data', 'api');

/** Plain SQL migrations, applied in file-name order. */
export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');

/** The reference CSVs seeded at start. */
export const REFERENCE_DATA_DIR = path.join(API_ROOT, 'data', 'reference');

/** The graduation rule CSVs (data/rules/README.md), seeded into the rule_* tables at start. */
export const RULES_DATA_DIR = path.join(API_ROOT, 'data', 'rules');
