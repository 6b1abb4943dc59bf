import { Suspense, useDeferredValue, useEffect, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { AccessType } from '@portal/shared/federation/remote-module';
import { useAppDispatch, useAppSelector } from '@portal/shared/state/hooks';
import { originCleared, originRemembered, selectSession } from '@portal/shared/state/session';
import { PageSpinner } from '../pages/page-spinner';
import { decideAccess } from './access';

/** Applies the route's access type, then renders its (lazy) page. */
export function GuardedPage({ access, Page }: { access: AccessType; Page: ComponentType }) {
  // The page mounts when the session check answers: deferred, React renders it in interruptible slices instead of in
  // the store update's blocking task (meanwhile the spinner or the page stays as it was).
  const session = useDeferredValue(useAppSelector(selectSession));
  const location = useLocation();
  const dispatch = useAppDispatch();
  const decision = decideAccess(access, `${location.pathname}${location.search}`, session);

  const remember = decision.kind === 'redirect' ? decision.rememberOrigin : undefined;
  const forget = decision.kind === 'render' && decision.forgetOrigin === true;
  useEffect(() => {
    if (remember !== undefined) dispatch(originRemembered(remember));
    if (forget) dispatch(originCleared());
  }, [dispatch, remember, forget]);

  if (decision.kind === 'wait') return <PageSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
