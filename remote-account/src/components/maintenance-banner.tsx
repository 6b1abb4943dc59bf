import { useEffect, useState } from 'react';
import type { ContentItem } from '@portal/shared/contract/content';
import { request } from '@portal/shared/http/client';
import { Banner } from '@portal/shared/ui/banner.tsx';

export const MAINTENANCE_BANNER_KEY = 'login.maintenance-banner';

/**
 * The announcement of planned maintenance on the login page (portal-processes §8). Content-managed: shown only
 * while the text exists and is not empty; a missing text shows nothing (no "not available" fallback here). Drawn from
 * the text's plain body, one paragraph per line: an announcement needs no markup, and the login page stays without
 * the HTML sanitizer. Fetched with the plain HTTP client, once per visit of the page, not through the portal API:
 * the login page, the first page of most visits, then loads no RTK Query.
 */
export function MaintenanceBanner() {
  const [content, setContent] = useState<ContentItem | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    request<ContentItem>({
      url: `/v1.0/contents/${encodeURIComponent(MAINTENANCE_BANNER_KEY)}`,
      silent: true,
      signal: controller.signal,
    }).then(
      setContent,
      // No such text (404) or no answer: no banner.
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  const lines = (content?.bodyText ?? '').split('\n').filter((line) => line.trim() !== '');
  if (!content || (lines.length === 0 && !content.header.trim())) return null;
  return (
    <Banner variant="warning" role="none" title={content.header || undefined}>
      <div className="np-content__body">
        {lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
    </Banner>
  );
}
