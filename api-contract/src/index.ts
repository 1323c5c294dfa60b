// The api's request and response shapes, derived from its TypeBox schemas (api/src/modules/*/
// schemas.ts): types only, so a frontend imports them with `import type` and no byte of this
// package or of the api reaches a bundle. One file per api module; see README.md.
export type * from './common';
export type * from './accounts';
export type * from './admin';
export type * from './analytics';
export type * from './answers';
export type * from './auth';
export type * from './courses';
export type * from './cultures';
export type * from './departments';
export type * from './majors';
export type * from './members';
export type * from './notifications';
export type * from './planning';
export type * from './questions';
export type * from './shares';
export type * from './terms';
