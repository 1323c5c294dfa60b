// What a page shows, read the way its tests compare it: the texts of one role's elements inside a
// container, in document order (a table's column headers, a menu's links, a list's items).
import { within, type ByRoleMatcher, type ByRoleOptions } from '@testing-library/react';

export function textsOf(
  container: HTMLElement,
  role: ByRoleMatcher,
  options?: ByRoleOptions,
): Array<string | null> {
  return within(container)
    .getAllByRole(role, options)
    .map((element) => element.textContent);
}

/** The rows of `table` below its header row, each as its cells' texts. */
export function rowsOf(table: HTMLElement): Array<Array<string | null>> {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => textsOf(row, 'cell'));
}
