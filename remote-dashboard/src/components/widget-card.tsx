import { useId, type ReactNode } from 'react';

interface WidgetCardProps {
  title: ReactNode;
  /** Contract sections are h4, so their widgets are h5 (default). */
  headingLevel?: 4 | 5 | 6;
  className?: string;
  children: ReactNode;
}

/**
 * One widget of a contract: a card of the widget grid, named by its heading. A group rather than a region: a page
 * with several contracts open would otherwise have dozens of landmarks, many of the same name.
 */
export function WidgetCard({ title, headingLevel = 5, className, children }: WidgetCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section role="group" className={`np-dashboard-card${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <Heading id={headingId} className="np-dashboard-card__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
