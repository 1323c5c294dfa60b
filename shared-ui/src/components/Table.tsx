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
}

/** A data table that scrolls sideways inside its own region on narrow screens. */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  emptyMessage,
}: TableProps<Row>) {
  return (
    // A focusable, named region so keyboard users can scroll a table wider than the phone.
    <div className="su-table__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="su-table">
        <caption className={classNames('su-table__caption', captionHidden && 'su-visually-hidden')}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={alignClass(column.align)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyMessage ? (
            <tr>
              <td colSpan={columns.length} className="su-table__empty">
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={alignClass(column.align)}>
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
