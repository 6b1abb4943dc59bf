import { useMemo } from 'react';
import { Spinner } from '../ui/spinner';
import { useGetContentQuery } from './content-api';
import { sanitizeHtml } from './sanitize-html';

export const HELP_UNAVAILABLE = 'Zur Zeit ist keine Hilfe verfügbar.';

/** A help text by key; 'Zur Zeit ist keine Hilfe verfügbar.' when it is missing (portal-core §8). */
export function HelpText({ contentKey }: { contentKey: string }) {
  const { data, isLoading, isError } = useGetContentQuery(contentKey);
  const body = useMemo(() => (data ? sanitizeHtml(data.body) : ''), [data]);

  if (isLoading) return <Spinner />;
  if (isError || !data || !body.trim()) return <p className="np-help">{HELP_UNAVAILABLE}</p>;
  return <div className="np-help" dangerouslySetInnerHTML={{ __html: body }} />;
}
