import { render, screen, within } from '@testing-library/react';
import { Table, type TableColumn } from './Table';
import { UI_CATALOG } from '../i18n/catalog';
import { inKorean } from '../testing/inLanguage';
import { textsOf } from '../testing/texts';

const inUi = inKorean(UI_CATALOG);

interface Course {
  number: string;
  name: string;
  credit: number;
}

const COLUMNS: TableColumn<Course>[] = [
  { id: 'number', header: '학수번호', cell: (course) => course.number },
  { id: 'name', header: '과목명', cell: (course) => course.name },
  { id: 'credit', header: '학점', cell: (course) => course.credit, align: 'center' },
];
const COURSES: Course[] = [
  { number: 'HAEA0001', name: '이산수학', credit: 3 },
  { number: 'HAEA0002', name: '자료구조', credit: 2 },
];

function renderTable(props: Partial<Parameters<typeof Table<Course>>[0]> = {}) {
  return render(
    <Table
      caption="내 기이수과목"
      columns={COLUMNS}
      rows={COURSES}
      rowKey={(course) => course.number}
      {...props}
    />,
    { wrapper: inUi },
  );
}

describe('Table', () => {
  it('is a named table in a focusable group (not a landmark), with a header per column and a row per item', () => {
    renderTable();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const region = screen.getByRole('group', { name: '내 기이수과목' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: '내 기이수과목' });
    expect(textsOf(table, 'columnheader')).toEqual(['학수번호', '과목명', '학점']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('labels every cell with its column, for the stacked rows of a narrow screen', () => {
    renderTable();
    const cells = screen.getAllByRole('cell');
    expect(cells.map((cell) => `${cell.dataset.label}=${cell.textContent}`)).toEqual([
      '학수번호=HAEA0001',
      '과목명=이산수학',
      '학점=3',
      '학수번호=HAEA0002',
      '과목명=자료구조',
      '학점=2',
    ]);
  });

  it('stacks on narrow screens by default, or scrolls sideways when asked', () => {
    const { unmount } = renderTable();
    expect(screen.getByRole('group')).toHaveClass('su-table--narrow-stack');
    unmount();
    renderTable({ narrow: 'scroll' });
    expect(screen.getByRole('group')).toHaveClass('su-table--narrow-scroll');
  });

  it('shows the empty message in one full-width cell without a column label', () => {
    renderTable({ rows: [], emptyMessage: '기이수과목을 업데이트해주세요.' });
    const cell = screen.getByRole('cell');
    expect(cell).toHaveTextContent('기이수과목을 업데이트해주세요.');
    expect(cell).toHaveAttribute('colspan', '3');
    expect(cell).not.toHaveAttribute('data-label');
  });
});
