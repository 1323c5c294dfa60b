// The api's request and response shapes, derived from its TypeBox schemas (api/src/modules/*/
// schemas.ts): types only, imported with `import type`. One file per api module; see README.md.
// Besides them, ./vocabulary: the few values both sides show (labels), from api modules that
// import nothing, so only those constants reach a bundle (docs/adr/0029).
export type * from './common';
export type * from './accounts';
export type * from './admin';
export type * from './reference-data';
export type * from './analytics';
export type * from './answers';
export type * from './auth';
export type * from './courses';
export type * from './cultures';
export type * from './departments';
export type * from './majors';
export type * from './members';
export type * from './planning';
export type * from './questions';
export type * from './shares';
export type * from './terms';
export * from './vocabulary';
