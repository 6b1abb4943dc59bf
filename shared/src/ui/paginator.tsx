import { useCallback, useId, useState } from 'react';

export const DEFAULT_PAGE_SIZE = 5;
export const DEFAULT_PAGE_SIZE_OPTIONS = [5, 10, 25, 50];

export function pageCount(totalItems: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalItems / Math.max(1, pageSize)));
}

/** The items of one page (1-based). */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** Page numbers to show: first, last and the neighbours of the current page; null marks a gap. */
export function visiblePages(current: number, total: number): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= total; page += 1) {
    if (page === 1 || page === total || Math.abs(page - current) <= 1) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** Page state for a Paginator: changing the page size returns to page 1; a shrinking list keeps the page valid. */
export function usePagination(totalItems: number, initialPageSize = DEFAULT_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(initialPageSize);
  const setPageSize = useCallback((size: number) => {
    setSize(size);
    setPage(1);
  }, []);
  return { page: Math.min(page, pageCount(totalItems, pageSize)), pageSize, setPage, setPageSize };
}

export interface PaginatorProps {
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  /** Without it no rows-per-page select is shown. The parent should go back to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: number[];
  /** Name of the navigation landmark (default 'Seitennavigation'); give each paginator on a page its own. */
  label?: string;
}

/**
 * Previous and next stay focusable at the first and last page (aria-disabled, not disabled): a keyboard user who
 * pages to the end keeps the focus where it was instead of losing it to the document.
 */
export function Paginator({
  page,
  pageSize,
  totalItems,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  label = 'Seitennavigation',
}: PaginatorProps) {
  const total = pageCount(totalItems, pageSize);
  const current = Math.min(Math.max(1, page), total);
  const selectId = useId();

  return (
    <nav className="np-paginator" aria-label={label}>
      <p className="np-paginator__status" aria-live="polite">
        Seite {current} von {total}
      </p>
      <ul className="np-paginator__pages">
        <li>
          <button
            type="button"
            className="np-paginator__button"
            aria-label="Vorherige Seite"
            aria-disabled={current <= 1 || undefined}
            onClick={() => {
              if (current > 1) onPageChange(current - 1);
            }}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {visiblePages(current, total).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="np-paginator__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <button
                type="button"
                className={`np-paginator__button${number === current ? ' np-paginator__button--current' : ''}`}
                aria-label={`Seite ${number}`}
                aria-current={number === current ? 'page' : undefined}
                onClick={() => onPageChange(number)}
              >
                {number}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="np-paginator__button"
            aria-label="Nächste Seite"
            aria-disabled={current >= total || undefined}
            onClick={() => {
              if (current < total) onPageChange(current + 1);
            }}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
      {onPageSizeChange ? (
        <div className="np-paginator__size">
          <label htmlFor={selectId}>Zeilen pro Seite</label>
          <select id={selectId} className="np-select" value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
            {pageSizeOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </nav>
  );
}
