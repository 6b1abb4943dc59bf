import { useId, type ReactNode } from 'react';
import { pageItems, Paginator, usePagination } from '@portal/shared/ui/paginator.tsx';
import { ScrollRegion } from '@portal/shared/ui/scroll-region.tsx';
import { ROWS_PER_PAGE, ROWS_PER_PAGE_OPTIONS, showPaginator } from '../rules/table-rules';

interface PagedTableProps<T> {
  caption: string;
  paginatorLabel: string;
  rows: readonly T[];
  head: ReactNode;
  renderRow: (row: T) => ReactNode;
}

/**
 * A consents table: 6 rows per page with the paginator above it only when there are more (portal-processes §9). Its
 * columns need ~1,100 px: below 1,200 px every row reads as a card of labelled lines (np-card-table--wide: the cells'
 * data-label), so nothing scrolls sideways.
 */
export function PagedTable<T>({ caption, paginatorLabel, rows, head, renderRow }: PagedTableProps<T>) {
  const captionId = useId();
  const { page, pageSize, setPage, setPageSize } = usePagination(rows.length, ROWS_PER_PAGE);
  return (
    <div className="np-consents-table__wrap">
      {showPaginator(rows.length) ? (
        <Paginator
          page={page}
          pageSize={pageSize}
          totalItems={rows.length}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
          pageSizeOptions={ROWS_PER_PAGE_OPTIONS}
          label={paginatorLabel}
        />
      ) : null}
      {/* Should the columns still not fit (larger text, wider letter spacing), the table scrolls, not the page. */}
      <ScrollRegion labelledBy={captionId}>
        <table className="np-consents-table np-card-table np-card-table--wide" aria-labelledby={captionId}>
          <caption id={captionId} className="np-visually-hidden">
            {caption}
          </caption>
          <thead>{head}</thead>
          <tbody>{pageItems(rows, page, pageSize).map(renderRow)}</tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
