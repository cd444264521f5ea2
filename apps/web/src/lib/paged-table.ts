import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableSortStatus } from 'mantine-datatable';
import { type ChangeEvent, type KeyboardEvent, useState } from 'react';
import { type MessageKey, useLocale, useT } from '../i18n';
import { formatCount } from './format';

/** The page sizes a table offers; the first is where it starts. */
export const pageSizes = [20, 50, 100] as const;

/** How long a search box waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 400;

/** A table's page and size kept elsewhere (the page's URL), and how they change. */
export interface Paging {
  page: number;
  size: number;
  onChange: (next: { page: number; size: number }) => void;
}

/**
 * The page and page size of a table paged on the server, and the DataTable props such tables
 * share: their look, the choice of size (back to page 1 on a change) and "1–20 of 345". The page
 * and size are the table's own state, or `paging`'s when given.
 */
export function usePagedTable(perPageLabel: MessageKey, paging?: Paging) {
  const t = useT();
  const locale = useLocale();
  const [ownPage, setOwnPage] = useState(1);
  const [ownSize, setOwnSize] = useState<number>(pageSizes[0]);
  const page = paging?.page ?? ownPage;
  const size = paging?.size ?? ownSize;
  const setPage = (next: number) => (paging ? paging.onChange({ page: next, size }) : setOwnPage(next));
  const tableProps = {
    withTableBorder: true,
    borderRadius: 'md' as const,
    shadow: 'xs' as const,
    minHeight: 240,
    loadingText: t('app.loading'),
    // a table wider than its box (a phone's) scrolls: the keyboard reaches it too (WCAG 2.1.1)
    scrollAreaProps: { viewportProps: { tabIndex: 0 } },
    page,
    onPageChange: setPage,
    recordsPerPage: size,
    recordsPerPageOptions: [...pageSizes],
    recordsPerPageLabel: t(perPageLabel),
    onRecordsPerPageChange: (next: number) => {
      if (paging) return paging.onChange({ page: 1, size: next });
      setOwnSize(next);
      setOwnPage(1);
    },
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      t('events.pagination', { from, to, total: formatCount(totalRecords, locale) }),
  };
  return { page, size, setPage, tableProps };
}

/**
 * A paged table that is also searched and sorted on the server: the list input (`page`, `size`,
 * `sort`, `order`, `q` typed in the search box after a pause), the search box's props and the
 * table's. A new search or sort goes back to page 1; a column the server cannot sort by is not sent.
 */
export function useSearchedTable<Row, Sort extends string>({
  perPageLabel,
  sortFields,
  initialSort,
  initialText = '',
}: {
  perPageLabel: MessageKey;
  sortFields: readonly Sort[];
  initialSort: { field: Sort; order: 'asc' | 'desc' };
  /** What the search box holds at first (searched at once). */
  initialText?: string;
}) {
  const paging = usePagedTable(perPageLabel);
  const [text, setText] = useState(initialText);
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Row>>({
    columnAccessor: initialSort.field,
    direction: initialSort.order,
  });
  const column = String(sortStatus.columnAccessor);
  const sort = sortFields.find((field) => field === column) ?? initialSort.field;
  return {
    q,
    input: { page: paging.page, size: paging.size, sort, order: sortStatus.direction, ...(q ? { q } : {}) },
    searchProps: {
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setText(event.currentTarget.value);
        paging.setPage(1);
      },
    },
    tableProps: {
      ...paging.tableProps,
      sortStatus,
      onSortStatusChange: (next: DataTableSortStatus<Row>) => {
        setSortStatus(next);
        paging.setPage(1);
      },
    },
  };
}

/**
 * DataTable props for rows that open their record: on a click, and on Enter while the row itself
 * has the focus (each row is reached with Tab).
 */
export function openingRows<Row>(open: (row: Row) => void) {
  return {
    onRowClick: ({ record }: { record: Row }) => open(record),
    customRowAttributes: (row: Row) => ({
      tabIndex: 0,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) open(row);
      },
    }),
  };
}

/**
 * DataTable props for one page of rows a query answers: the rows, the total, the spinner of the
 * first load, and what an empty or failed list says.
 */
export function pageRecords<Row>(
  list: { data?: { items: Row[]; total: number }; isFetching: boolean; isError: boolean },
  texts: { empty: string; error: string },
) {
  return {
    records: list.data?.items ?? [],
    fetching: list.isFetching && !list.data,
    noRecordsText: list.isError ? texts.error : texts.empty,
    totalRecords: list.data?.total ?? 0,
  };
}
