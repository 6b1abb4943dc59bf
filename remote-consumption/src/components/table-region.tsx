import { useRef, type ReactNode } from 'react';
import { useScrollTabStop } from '@portal/shared/ui/use-scroll-tab-stop';

/**
 * A labelled region around a table, a tab stop only while it scrolls. `stacked`: around a card table (np-card-table,
 * each cell carrying its column name in data-label), whose rows become framed cards below 900 px, so the table fits
 * 320 px without sideways scrolling.
 */
export function TableRegion({ label, stacked = false, children }: { label: string; stacked?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const tabIndex = useScrollTabStop(ref);
  return (
    <div
      ref={ref}
      className={`np-values-table${stacked ? ' np-values-table--stacked' : ''}`}
      tabIndex={tabIndex}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}
