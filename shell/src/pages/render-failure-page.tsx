import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { logger } from '@portal/shared/http/logger';
import { ErrorPage } from './error-page';

/** Error boundary of every page: a rendering failure shows the error page instead of a blank screen. */
export function RenderFailurePage() {
  const error = useRouteError();
  useEffect(() => {
    logger.error('page failed to render', error);
  }, [error]);
  return <ErrorPage />;
}
