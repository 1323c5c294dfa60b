/** Public API of the graduation planner (pure, no I/O). */
export * from './terms';
export type * from './types';
export { planGraduation } from './plan';
export { isPlaceholderNumber } from './placeholders';
export { passedCourseNumbers } from './selection';
