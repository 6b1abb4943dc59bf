import { useEffect, useState } from 'react';
import type { ContentItem } from '@portal/shared/contract/content';
import { request } from '@portal/shared/http/client';
import { Banner } from '@portal/shared/ui/banner.tsx';

const MAINTENANCE_BANNER_KEY = 'login.maintenance-banner';
/** How long the login form waits for the announcement before it is drawn without it. */
const MAINTENANCE_WAIT_MS = 1000;

export interface MaintenanceAnnouncement {
  /** The answer arrived (or failed, or took too long): the page may be drawn. */
  settled: boolean;
  content: ContentItem | null;
}

/**
 * The announcement of planned maintenance on the login page (portal-processes §8), content-managed. Fetched with the
 * plain HTTP client, not through the portal API: the login page, the first page of most visits, then loads no RTK
 * Query. The page draws its form once this has settled, so that a banner arriving after the form does not push the
 * form down under the user's eyes (and the pointer).
 */
export function useMaintenanceAnnouncement(): MaintenanceAnnouncement {
  const [announcement, setAnnouncement] = useState<MaintenanceAnnouncement>({ settled: false, content: null });
  useEffect(() => {
    const controller = new AbortController();
    const settle = (content: ContentItem | null) => setAnnouncement((current) => (current.settled ? current : { settled: true, content }));
    const timer = window.setTimeout(() => settle(null), MAINTENANCE_WAIT_MS);
    request<ContentItem>({
      url: `/v1.0/contents/${encodeURIComponent(MAINTENANCE_BANNER_KEY)}`,
      silent: true,
      // No announcement is the usual state: not a failure worth a warning in every visitor's console.
      expectedStatuses: [404],
      signal: controller.signal,
    }).then(
      (content) => settle(content),
      // No such text (404) or no answer: no banner.
      () => settle(null),
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, []);
  return announcement;
}

/**
 * Shown only while the text exists and is not empty; a missing text shows nothing (no "not available" fallback here).
 * Drawn from the text's plain body, one paragraph per line: an announcement needs no markup, and the login page stays
 * without the HTML sanitizer.
 */
export function MaintenanceBanner({ content }: { content: ContentItem | null }) {
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
