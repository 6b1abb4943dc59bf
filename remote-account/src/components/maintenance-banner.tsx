import { useGetContentQuery } from '@portal/shared/content/content-api';
import { Banner } from '@portal/shared/ui/banner.tsx';

export const MAINTENANCE_BANNER_KEY = 'login.maintenance-banner';

/**
 * The announcement of planned maintenance on the login page (portal-processes §8). Content-managed: shown only
 * while the text exists and is not empty; a missing text shows nothing (no "not available" fallback here). Drawn from
 * the text's plain body, one paragraph per line: an announcement needs no markup, and the login page stays without
 * the HTML sanitizer.
 */
export function MaintenanceBanner() {
  const { data } = useGetContentQuery(MAINTENANCE_BANNER_KEY);
  const lines = (data?.bodyText ?? '').split('\n').filter((line) => line.trim() !== '');
  if (!data || (lines.length === 0 && !data.header.trim())) return null;
  return (
    <Banner variant="warning" role="none" title={data.header || undefined}>
      <div className="np-content__body">
        {lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
    </Banner>
  );
}
