import { useMemo } from 'react';
import { useGetContentQuery } from '@portal/shared/content/content-api';
import { sanitizeHtml } from '@portal/shared/content/sanitize-html';
import { Banner } from '@portal/shared/ui/banner.tsx';

export const MAINTENANCE_BANNER_KEY = 'login.maintenance-banner';

/**
 * The announcement of planned maintenance on the login page (portal-processes §8). Content-managed: shown only
 * while the text exists and is not empty; a missing text shows nothing (no "not available" fallback here).
 */
export function MaintenanceBanner() {
  const { data } = useGetContentQuery(MAINTENANCE_BANNER_KEY);
  const body = useMemo(() => (data ? sanitizeHtml(data.body) : ''), [data]);
  if (!data || (!data.bodyText.trim() && !data.header.trim() && !body.trim())) return null;
  return (
    <Banner variant="warning" role="none" title={data.header || undefined}>
      <div className="np-content__body" dangerouslySetInnerHTML={{ __html: body }} />
    </Banner>
  );
}
