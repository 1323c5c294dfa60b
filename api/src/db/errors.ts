/**
 * PostgreSQL errors a caller can turn into a client error, recognised by SQLSTATE. `pg` and
 * PGlite both put the SQLSTATE in `error.code`.
 */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * A row referenced a parent that no longer exists, e.g. a member deleted between the check and
 * the insert. Callers re-check what is missing and answer with that 404 instead of a 500.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION
  );
}
