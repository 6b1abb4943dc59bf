import { useMemo, useState } from 'react';
import type { Consent } from '@portal/shared/contract/consents';
import { formatDate } from '@portal/shared/format/date';
import { groupMeterPoint } from '@portal/shared/format/meter-point';
import { useAppDispatch, useAppSelector } from '@portal/shared/state/hooks';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useGetConsentsQuery } from '../api/get-consents';
import { useRevokeConsentMutation } from '../api/revoke-consent';
import { statusQueryOf } from '../rules/status-filter';
import { sortByPodDescending } from '../rules/table-rules';
import { filterToggled, isChangeable, selectConsentsUi } from '../state/consents-slice';
import { useProcessItem } from '../state/process-item';
import { texts } from '../texts';
import { ActionDialog } from './action-dialog';
import { AddPodsDialog } from './add-pods-dialog';
import { SharedCells, SharedHeadCells, StatusText } from './consent-cells';
import { PagedTable } from './paged-table';

/** The energy-community share and its history (NEW, ACTIVE, INACTIVE), or nothing for other consents. */
function Contribution({ consent }: { consent: Consent }) {
  if (consent.contributionPercentage === null) return null;
  return (
    <div>
      {texts.percentage(consent.contributionPercentage)}
      {consent.contributionPercentageHistory.length > 0 ? (
        <details className="np-consents-history">
          <summary>{texts.consents.history}</summary>
          <ul>
            {consent.contributionPercentageHistory.map((entry) => (
              <li key={entry.from}>
                {texts.percentage(entry.value)}, {texts.validity(formatDate(entry.from), formatDate(entry.to))} (
                {texts.historyStatus[entry.status]})
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** The consents with the Existing / Ended filter and revoke per row while changeable. */
export function ConsentsSection() {
  const dispatch = useAppDispatch();
  const ui = useAppSelector(selectConsentsUi);
  const query = useGetConsentsQuery(statusQueryOf(ui.filter));
  const [revoking, setRevoking] = useState<string | null>(null);
  const [extending, setExtending] = useState<Consent | null>(null);
  const [added, setAdded] = useState('');
  const [revoke] = useRevokeConsentMutation();
  const process = useProcessItem();
  const rows = useMemo(() => sortByPodDescending(query.data ?? []), [query.data]);

  return (
    <section className="np-consents-section" aria-labelledby="np-consents-list">
      <h2 id="np-consents-list">{texts.consents.heading}</h2>
      <fieldset className="np-fieldset np-consents-filter">
        <legend className="np-fieldset__legend">{texts.consents.filterLegend}</legend>
        {(['existing', 'ended'] as const).map((key) => (
          <label key={key} className="np-consents-filter__option">
            <input type="checkbox" className="np-checkbox" checked={ui.filter[key]} onChange={() => dispatch(filterToggled(key))} />
            {texts.consents[key]}
          </label>
        ))}
      </fieldset>
      {query.isFetching && !query.data ? <Spinner label={texts.consents.loading} /> : null}
      {query.isError ? <Banner variant="error">{texts.consents.loadError}</Banner> : null}
      {query.data && rows.length === 0 ? <p>{texts.consents.empty}</p> : null}
      {rows.length > 0 ? (
        <PagedTable<Consent>
          caption={texts.consents.caption}
          paginatorLabel={texts.consents.paginator}
          rows={rows}
          head={
            <tr>
              <SharedHeadCells />
              <th scope="col">{texts.columns.status}</th>
              <th scope="col">{texts.columns.percentage}</th>
              <th scope="col">{texts.columns.actions}</th>
            </tr>
          }
          renderRow={(consent) => (
            <tr key={consent.id}>
              <SharedCells item={consent} />
              <td data-label={texts.columns.status}>
                <StatusText status={consent.status} />
              </td>
              <td data-label={texts.columns.percentage}>
                <Contribution consent={consent} />
              </td>
              <td data-label={texts.columns.actions} className="np-consents-table__actions-cell">
                <div className="np-consents-table__actions">
                  {isChangeable(ui, consent) && consent.status === 'ACTIVE' && !consent.energyCommunityConsent ? (
                    <Button
                      variant="secondary"
                      aria-label={texts.addPods.openLabel(groupMeterPoint(consent.pod), consent.serviceProviderName)}
                      onClick={() => setExtending(consent)}
                    >
                      {texts.addPods.open}
                    </Button>
                  ) : null}
                  {isChangeable(ui, consent) ? (
                    <Button
                      variant="secondary"
                      aria-label={texts.consents.revokeLabel(groupMeterPoint(consent.pod), consent.serviceProviderName)}
                      onClick={() => setRevoking(consent.id)}
                    >
                      {texts.consents.revoke}
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          )}
        />
      ) : null}
      <p role="status" className="np-consents-added">
        {added}
      </p>
      {extending ? (
        <AddPodsDialog consent={extending} onClose={() => setExtending(null)} onAdded={(count) => setAdded(texts.addPods.added(count))} />
      ) : null}
      {revoking ? (
        <ActionDialog
          title={texts.revoke.title}
          contentKey="revoke-consent"
          submitLabel={texts.revoke.submit}
          cancelLabel={texts.revoke.cancel}
          errorText={texts.revoke.error}
          onConfirm={() => process(revoking, () => revoke(revoking).unwrap())}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </section>
  );
}
