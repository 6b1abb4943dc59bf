import { useSearchParams } from 'react-router-dom';
import { statusOf } from '@portal/shared/http/unwrap-for-form';
import { useAppSelector } from '@portal/shared/state/hooks';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useGetConsentRequestQuery } from '../api/get-consent-request';
import { ConfirmRequestDialog } from '../components/confirm-request-dialog';
import { ConsentsSection } from '../components/consents-section';
import { REQUEST_ID_PATTERN, RequestLookup } from '../components/request-lookup';
import { RequestsSection } from '../components/requests-section';
import { CONSENT_REQUEST_ID_MAX } from '@portal/shared/contract/consents';
import { isChangeable, selectConsentsUi } from '../state/consents-slice';
import { texts } from '../texts';
import '../consents.css';

const REQUEST_PARAM = 'requestId';

/**
 * Consents (portal-processes §2.4 item 8). The request being confirmed lives in the URL (`?requestId=…`): the lookup,
 * the confirm buttons and a service provider's deep link all open the dialog the same way, also after a login.
 */
export default function ConsentsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const ui = useAppSelector(selectConsentsUi);
  const requestId = (searchParams.get(REQUEST_PARAM) ?? '').trim().toUpperCase();
  const validId = requestId !== '' && requestId.length <= CONSENT_REQUEST_ID_MAX && REQUEST_ID_PATTERN.test(requestId);
  const lookup = useGetConsentRequestQuery(requestId, { skip: !validId });

  const openRequest = (id: string) => setSearchParams({ [REQUEST_PARAM]: id });
  const closeRequest = () => setSearchParams({}, { replace: true });

  let lookupMessage: string | null = null;
  if (requestId !== '' && !validId) lookupMessage = texts.lookup.invalid;
  else if (lookup.isError) lookupMessage = statusOf(lookup.error) === 404 ? texts.lookup.notFound : texts.lookup.error;

  return (
    <div className="np-consents">
      <p>{texts.intro}</p>
      <RequestLookup initialId={requestId} onLookup={openRequest} />
      {lookupMessage ? <Banner variant="error">{lookupMessage}</Banner> : null}
      {validId && lookup.isFetching && !lookup.data ? <Spinner label={texts.dialog.loading} /> : null}
      <RequestsSection onConfirm={openRequest} />
      <ConsentsSection />
      {validId && lookup.data && !lookup.isError ? (
        <ConfirmRequestDialog request={lookup.data} changeable={isChangeable(ui, lookup.data)} onClose={closeRequest} />
      ) : null}
    </div>
  );
}
