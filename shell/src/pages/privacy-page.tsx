import { useState, type MouseEvent } from 'react';
import { ContentBlock } from '@portal/shared/content/content-block.tsx';
import { CookieConsentDialog } from '../cookies/cookie-consent-dialog';

/** Links in the managed privacy text that open the cookie settings (portal-processes §2.1). */
const COOKIE_SETTINGS_LINK = 'a[href$="#cookie-settings"], a[data-cookie-settings]';

export default function PrivacyPage() {
  const [dialogOpen, setDialogOpen] = useState(false);

  // The content is HTML from the content service: hook its cookie-settings link by delegation.
  const openFromContent = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.(COOKIE_SETTINGS_LINK);
    if (!link) return;
    event.preventDefault();
    setDialogOpen(true);
  };

  return (
    <div className="shell-content-page">
      {/* Delegation only: the target is a link in the content, which Enter activates with this same click event. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div onClick={openFromContent}>
        <ContentBlock contentKey="privacy" headingLevel={false} />
      </div>
      <CookieConsentDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
