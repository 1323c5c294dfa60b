import type { Key, ReactNode } from 'react';
import { classNames } from '../classNames';
import './Table.css';

export interface TableColumn<Row> {
  /** Stable id of the column (React key). */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'center' | 'end';
}

export interface TableProps<Row> {
  /** Names the table for assistive tech (and labels its scroll region). */
  caption: string;
  /** Keep the caption for screen readers only when a visible heading already says it. */
  captionHidden?: boolean;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => Key;
  /** Shown in one full-width row when there are no rows. */
  emptyMessage?: string;
  /**
   * How the table fits a narrow container (a phone, a modal on a phone): `stack` (default) turns
   * each row into a card listing every column as "header value"; `scroll` keeps the grid and
   * scrolls sideways, with shadows at the edges that show more columns are there.
   */
  narrow?: 'stack' | 'scroll';
}

/**
 * A data table whose every column stays readable at 375 px: stacked rows or a sideways scroll
 * (see `narrow`). The switch is a container query on the table's own width, so a table in a
 * narrow modal stacks too. Explicit roles keep the table semantics when CSS changes `display`.
 */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  emptyMessage,
  narrow = 'stack',
}: TableProps<Row>) {
  return (
    // Focusable and named so keyboard users can scroll a table wider than the phone. A group,
    // not a region: tables sit in sections named like their caption, and two landmarks of one
    // name are ambiguous to screen-reader users (axe landmark-unique).
    <div
      className={classNames('su-table__scroll', `su-table--narrow-${narrow}`)}
      role="group"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="su-table" role="table">
        <caption className={classNames('su-table__caption', captionHidden && 'su-visually-hidden')}>
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                role="columnheader"
                className={alignClass(column.align)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 && emptyMessage ? (
            <tr role="row">
              <td colSpan={columns.length} role="cell" className="su-table__empty">
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((column) => (
                  // data-label: the column's header, shown before the value in a stacked row.
                  <td
                    key={column.id}
                    role="cell"
                    data-label={column.header}
                    className={alignClass(column.align)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function alignClass(align: TableColumn<unknown>['align']) {
  return align && align !== 'start' ? `su-table__cell--${align}` : undefined;
}
