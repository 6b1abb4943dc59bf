import { useRef, type ReactNode } from 'react';
import { useScrollTabStop } from './use-scroll-tab-stop';

export interface ScrollRegionProps {
  /** Its look beyond the kit's `np-scroll-region`: the remote's class (how tall, whether framed). */
  className?: string;
  /** The region's name: a text, or the id of the element that names it (a table caption). */
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}

/**
 * A named region around content that may scroll inside it (a wide or long table): a tab stop only while it scrolls,
 * so a keyboard user can scroll it and nobody meets a needless stop (WCAG 2.1.1, 2.4.3). Its class in the theme makes
 * it the containing block of what is positioned inside (a visually hidden caption or header text), which otherwise
 * would stick out of it and widen the page.
 */
export function ScrollRegion({ className, label, labelledBy, children }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const tabIndex = useScrollTabStop(ref);
  return (
    <div
      ref={ref}
      className={className ? `np-scroll-region ${className}` : 'np-scroll-region'}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={tabIndex}
    >
      {children}
    </div>
  );
}
