import type { ReactNode } from 'react';
import { ScrollRegion } from '@portal/shared/ui/scroll-region.tsx';

/**
 * A labelled region around a table, a tab stop only while it scrolls. `stacked`: around a card table (np-card-table,
 * each cell carrying its column name in data-label), whose rows become framed cards below 900 px, so the table fits
 * 320 px without sideways scrolling.
 */
export function TableRegion({ label, stacked = false, children }: { label: string; stacked?: boolean; children: ReactNode }) {
  return (
    <ScrollRegion className={`np-values-table${stacked ? ' np-values-table--stacked' : ''}`} label={label}>
      {children}
    </ScrollRegion>
  );
}
