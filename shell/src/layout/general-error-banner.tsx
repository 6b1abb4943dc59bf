import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { generalErrorDismissed, selectGeneralError } from '@portal/shared/state/app-status';
import { useAppDispatch, useAppSelector } from '@portal/shared/state/hooks';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';

const GENERAL_ERROR_TEXT = 'Ein Fehler ist aufgetreten';

/**
 * The global general-error state of portal-core §8 (a failed call the page did not handle itself, e.g. a 404 or a
 * network failure): told once above the page, with the code, until the user closes it or goes to another page.
 */
export function GeneralErrorBanner() {
  const status = useAppSelector(selectGeneralError);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (status !== null && shownOn.current !== pathname) dispatch(generalErrorDismissed());
    shownOn.current = pathname;
  }, [pathname, status, dispatch]);

  if (status === null) return null;
  return (
    <Banner variant="error" title={GENERAL_ERROR_TEXT} className="shell-general-error">
      <p>
        {status === 0
          ? 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.'
          : `Bitte versuchen Sie es später erneut. (Fehlercode ${status})`}
      </p>
      <Button variant="secondary" onClick={() => dispatch(generalErrorDismissed())}>
        Meldung schließen
      </Button>
    </Banner>
  );
}
