import { Type, type TSchema } from '@fastify/type-provider-typebox';
import { messages } from './validation';

/**
 * The largest page number accepted: Spring's `int` page of the original. With a page size of at
 * most a few hundred, page × size stays far inside PostgreSQL's bigint OFFSET and JS's safe
 * integers, so no page number can turn into a database error.
 */
export const MAX_PAGE_NUMBER = 2_147_483_647;

export interface PageLimits {
  /** Page size when the client sends none. */
  defaultSize: number;
  /** Larger sizes are a 400, not silently clamped: the client asked for something we won't do. */
  maxSize: number;
}

/**
 * `?page=&size=` of a paged list (page 0-based, as the original's Spring `Pageable`). Other
 * query parameters (e.g. the original client's `sort`) are ignored: each list has one order.
 */
export function PageQuerySchema({ defaultSize, maxSize }: PageLimits) {
  return Type.Object({
    // Not Type.Optional: AJV fills the default in before `required` is checked, so both may be
    // left out, and handlers get numbers.
    page: Type.Integer({
      minimum: 0,
      maximum: MAX_PAGE_NUMBER,
      default: 0,
      description: '0부터 시작하는 페이지 번호',
      ...messages({
        maximum: `페이지 번호는 ${MAX_PAGE_NUMBER} 이하여야 합니다.`,
        invalid: '페이지 번호는 0 이상의 정수여야 합니다.',
      }),
    }),
    size: Type.Integer({
      minimum: 1,
      maximum: maxSize,
      default: defaultSize,
      description: `페이지 크기 (기본 ${defaultSize}, 최대 ${maxSize})`,
      ...messages({ invalid: `페이지 크기는 1 이상 ${maxSize} 이하의 정수여야 합니다.` }),
    }),
  });
}

export interface PageRequest {
  page: number;
  size: number;
}

/** Rows to skip for `request`. */
export function pageOffset({ page, size }: PageRequest): number {
  return page * size;
}

interface SortState {
  empty: boolean;
  sorted: boolean;
  unsorted: boolean;
}

/** Spring Data's `Page` JSON, which the original's clients read (docs/domain.md §4). */
export interface Page<Item> {
  content: Item[];
  pageable: {
    pageNumber: number;
    pageSize: number;
    offset: number;
    paged: boolean;
    unpaged: boolean;
    sort: SortState;
  };
  totalPages: number;
  totalElements: number;
  last: boolean;
  size: number;
  number: number;
  sort: SortState;
  numberOfElements: number;
  first: boolean;
  empty: boolean;
}

// Every list this api pages has a fixed order (e.g. newest first), so the sort is always "sorted".
const FIXED_ORDER: SortState = { empty: false, sorted: true, unsorted: false };

/**
 * Builds the page as Spring's PageImpl does: a page past the end is an empty page that still
 * reports the real totals (first = false, last = true), never an error.
 */
export function pageOf<Item>(
  content: Item[],
  request: PageRequest,
  totalElements: number,
): Page<Item> {
  const totalPages = Math.ceil(totalElements / request.size);
  return {
    content,
    pageable: {
      pageNumber: request.page,
      pageSize: request.size,
      offset: pageOffset(request),
      paged: true,
      unpaged: false,
      sort: FIXED_ORDER,
    },
    totalPages,
    totalElements,
    last: request.page + 1 >= totalPages,
    size: request.size,
    number: request.page,
    sort: FIXED_ORDER,
    numberOfElements: content.length,
    first: request.page === 0,
    empty: content.length === 0,
  };
}

/** How a list reads one page of its rows, and how many rows it has in all. */
export interface PagedRows<Row> {
  rows(window: { limit: number; offset: number }): Promise<Row[]>;
  count(): Promise<number>;
}

/** The requested page of a list, its rows and its total read together. */
export async function readPage<Row, Item>(
  request: PageRequest,
  list: PagedRows<Row>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [rows, total] = await Promise.all([
    list.rows({ limit: request.size, offset: pageOffset(request) }),
    list.count(),
  ]);
  return pageOf(rows.map(toItem), request, total);
}

const SortStateSchema = Type.Object({
  empty: Type.Boolean(),
  sorted: Type.Boolean(),
  unsorted: Type.Boolean(),
});

/** Response schema of `Page<Item>`. */
export function PageSchema<Item extends TSchema>(item: Item) {
  return Type.Object({
    content: Type.Array(item),
    pageable: Type.Object({
      pageNumber: Type.Integer(),
      pageSize: Type.Integer(),
      offset: Type.Integer(),
      paged: Type.Boolean(),
      unpaged: Type.Boolean(),
      sort: SortStateSchema,
    }),
    totalPages: Type.Integer(),
    totalElements: Type.Integer(),
    last: Type.Boolean(),
    size: Type.Integer(),
    number: Type.Integer({ description: '0부터 시작하는 현재 페이지 번호' }),
    sort: SortStateSchema,
    numberOfElements: Type.Integer(),
    first: Type.Boolean(),
    empty: Type.Boolean(),
  });
}
