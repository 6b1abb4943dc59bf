import { useMemo, type ReactNode } from 'react';
import { Spinner } from '../ui/spinner';
import { useGetContentQuery } from './content-api';
import { sanitizeHtml } from './sanitize-html';

export const CONTENT_UNAVAILABLE = 'Keine weitere Information verfügbar.';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface ContentBlockProps {
  contentKey: string;
  /** Level of the header's heading (default 2); `false` renders the body only. */
  headingLevel?: HeadingLevel | false;
  /** Shown when the text cannot be loaded (default 'Keine weitere Information verfügbar.'). */
  fallback?: ReactNode;
  className?: string;
}

/** A content-managed text: its header as a heading and its HTML body, sanitised. */
export function ContentBlock({ contentKey, headingLevel = 2, fallback = CONTENT_UNAVAILABLE, className }: ContentBlockProps) {
  const { data, isLoading, isError } = useGetContentQuery(contentKey);
  const body = useMemo(() => (data ? sanitizeHtml(data.body) : ''), [data]);

  if (isLoading) return <Spinner />;
  if (isError || !data) return <p className="np-content np-content--missing">{fallback}</p>;
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <section className={`np-content${className ? ` ${className}` : ''}`}>
      {Heading && data.header ? <Heading className="np-content__header">{data.header}</Heading> : null}
      <div className="np-content__body" dangerouslySetInnerHTML={{ __html: body }} />
    </section>
  );
}
