import { useState } from 'react';
import { Button } from '@portal/shared/ui/button.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { readCookieConsent, storeCookieConsent } from './cookie-consent';

/** The cookie settings form of the privacy page. Necessary cookies are always on; statistics are opt-in. */
export function CookieConsentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [statistics, setStatistics] = useState(() => readCookieConsent().statistics);

  const save = () => {
    storeCookieConsent({ necessary: true, statistics });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Cookie-Einstellungen"
      footer={
        <>
          <Button onClick={save}>Auswahl speichern</Button>
          <Button variant="secondary" onClick={onClose}>
            Abbrechen
          </Button>
        </>
      }
    >
      <p>Wählen Sie, welche Cookies wir verwenden dürfen. Ihre Auswahl wird in diesem Browser gespeichert.</p>
      <fieldset className="shell-cookie-choices">
        <legend className="np-visually-hidden">Cookie-Kategorien</legend>
        <label className="shell-checkbox">
          <input type="checkbox" checked disabled />
          <span>
            <strong>Notwendige Cookies</strong> (immer aktiv): Anmeldung und Sicherheit des Portals.
          </span>
        </label>
        <label className="shell-checkbox">
          <input type="checkbox" checked={statistics} onChange={(event) => setStatistics(event.target.checked)} />
          <span>
            <strong>Statistik-Cookies</strong>: helfen uns, das Portal zu verbessern.
          </span>
        </label>
      </fieldset>
    </Dialog>
  );
}
