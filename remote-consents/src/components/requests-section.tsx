import { useMemo, useState } from 'react';
import type { ConsentRequest } from '@portal/shared/contract/consents';
import { useAppSelector } from '@portal/shared/state/hooks';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useGetOpenConsentRequestsQuery } from '../api/get-consent-requests';
import { useRejectConsentRequestMutation } from '../api/reject-consent-request';
import { sortByPodDescending } from '../rules/table-rules';
import { isChangeable, selectConsentsUi } from '../state/consents-slice';
import { useProcessItem } from '../state/process-item';
import { texts } from '../texts';
import { ActionDialog } from './action-dialog';
import { SharedCells, SharedHeadCells, StatusText } from './consent-cells';
import { PagedTable } from './paged-table';

/** The open requests with confirm (opens the dialog) and reject per row. */
export function RequestsSection({ onConfirm }: { onConfirm: (requestId: string) => void }) {
  const query = useGetOpenConsentRequestsQuery();
  const ui = useAppSelector(selectConsentsUi);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reject] = useRejectConsentRequestMutation();
  const process = useProcessItem();
  const rows = useMemo(() => sortByPodDescending(query.data ?? []), [query.data]);

  return (
    <section className="np-consents-section" aria-labelledby="np-consents-requests">
      <h2 id="np-consents-requests">{query.data ? texts.requests.heading(query.data.length) : texts.requests.headingLoading}</h2>
      {query.isLoading ? <Spinner label={texts.requests.loading} /> : null}
      {query.isError ? <Banner variant="error">{texts.requests.loadError}</Banner> : null}
      {query.data && rows.length === 0 ? <p>{texts.requests.empty}</p> : null}
      {rows.length > 0 ? (
        <PagedTable<ConsentRequest>
          caption={texts.requests.caption}
          paginatorLabel={texts.requests.paginator}
          rows={rows}
          head={
            <tr>
              <th scope="col">{texts.columns.id}</th>
              <SharedHeadCells />
              <th scope="col">{texts.columns.status}</th>
              <th scope="col">{texts.columns.actions}</th>
            </tr>
          }
          renderRow={(request) => {
            const changeable = isChangeable(ui, request);
            return (
              <tr key={request.id}>
                <th scope="row" data-label={texts.columns.id}>
                  {request.id}
                </th>
                <SharedCells item={request} />
                <td data-label={texts.columns.status}>
                  <StatusText status={request.status} />
                </td>
                <td data-label={texts.columns.actions} className="np-consents-table__actions-cell">
                  <div className="np-consents-table__actions">
                    <Button
                      disabled={!changeable}
                      aria-label={texts.requests.confirmLabel(request.id)}
                      onClick={() => onConfirm(request.id)}
                    >
                      {texts.requests.confirm}
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={!changeable}
                      aria-label={texts.requests.rejectLabel(request.id)}
                      onClick={() => setRejecting(request.id)}
                    >
                      {texts.requests.reject}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          }}
        />
      ) : null}
      {rejecting ? (
        <ActionDialog
          title={texts.reject.title}
          contentKey="reject-consent-request"
          submitLabel={texts.reject.submit}
          cancelLabel={texts.reject.cancel}
          errorText={texts.reject.error}
          onConfirm={() => process(rejecting, () => reject(rejecting).unwrap())}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </section>
  );
}
