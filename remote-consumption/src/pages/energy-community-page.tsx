import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useMemo, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { profileErrorMessages, useGetProfileValuesQuery } from '../api/get-profile-values';
import { ChartPanel } from '../components/chart-panel';
import { useChartDownload } from '../components/chart-loader';
import { CommunityTotals } from '../components/community-totals';
import { ContractError } from '../components/contract-error';
import { ContractHeader } from '../components/contract-header';
import { RenderedNext } from '../components/rendered-next';
import { QuickNavigator } from '../components/quick-navigator';
import { RangeFields } from '../components/range-fields';
import { LiveAnnouncement } from '../components/live-announcement';
import { SelectControl } from '../components/select-control';
import { useRouteContract } from '../hooks/use-contract';
import { useCommunityParam, useViewState } from '../hooks/use-view-state';
import {
  buildCommunityRequest,
  communityOptions,
  communityStyles,
  leavesOutOtherCommunities,
  withoutRepeatedRemaining,
  type CommunityOption,
} from '../rules/community';
import { hasNonZeroValue } from '../rules/comparison';
import { viewAnnouncement } from '../rules/announcement';
import { stepUp, withGranularity, zoomInto } from '../rules/navigation';
import { initialCommunityView, type Bounds } from '../rules/view-state';
import { GRANULARITIES, type Granularity } from '@portal/shared/contract/enums';
import { texts } from '../texts';
import '../consumption.css';

export { prepareViennaFormat as prepareTimeZone } from '../rules/vienna-time';

const directionLabels = { GENERATION: texts.generation, CONSUMPTION: texts.consumption };

/** /portal/energy-community-consumptions/:bpn/:can/:contractNumber: the member's community values. */
export default function EnergyCommunityPage() {
  const route = useRouteContract();
  useChartDownload(!!route.contract);
  if (route.isLoading) return <Spinner label={texts.loading} />;
  if (route.notFound) return <Banner variant="error">{texts.contractNotFound}</Banner>;
  if (route.isError || !route.account || !route.contract) return <ContractError />;
  const { account, contract } = route;
  if (!contract.energyCommunityData.energyCommunityActive) {
    // No active community: the normal consumption view (portal-core §2).
    return <Navigate replace to={`/portal/consumptions/${route.bpn}/${route.can}/${route.contractNumber}/base`} />;
  }
  return (
    <div className="np-consumption">
      <ContractHeader account={account} contract={contract} />
      <RenderedNext>
        <CommunitySection account={account} contract={contract} />
      </RenderedNext>
    </div>
  );
}

function CommunitySection({ account, contract }: { account: ContractAccountDetail; contract: ContractDetail }) {
  const headingId = useId();
  const options = useMemo(
    () => communityOptions(contract.energyCommunityData.timeslices, { all: texts.community.all, podView: texts.community.podView }),
    [contract.energyCommunityData.timeslices],
  );
  const first = options.find((o) => o.bounds);
  return (
    <section className="np-consumption-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.community.heading}</h2>
      {first?.bounds ? (
        <CommunityView account={account} contract={contract} options={options} first={first} />
      ) : (
        <Banner variant="info">{texts.community.noValues}</Banner>
      )}
    </section>
  );
}

interface ViewProps {
  account: ContractAccountDetail;
  contract: ContractDetail;
  options: CommunityOption[];
  first: CommunityOption;
}

function CommunityView({ account, contract, options, first }: ViewProps) {
  // The URL's community decides the bounds the rest of the view is read with.
  const community = useCommunityParam();
  const selected = options.find((o) => o.id === community && o.bounds) ?? first;
  const bounds = selected.bounds as Bounds;
  const ownFallback = useMemo(() => initialCommunityView(bounds, selected.id), [bounds, selected.id]);
  const [urlView, setView] = useViewState(bounds, ownFallback);
  // An unknown community in the URL shows the first one.
  const view = urlView.community === selected.id ? urlView : { ...urlView, community: selected.id };

  const pod = contract.pointOfDelivery;
  const request = buildCommunityRequest(view, {
    contractAccountNumber: account.contractAccountNumber,
    contractNumber: contract.contractNumber,
    meterPointAdministrationNumber: pod.meterPointAdministrationNumber,
    branch: contract.branch,
  });
  const values = useGetProfileValuesQuery(view.community ? request : skipToken);
  const results = useMemo(() => withoutRepeatedRemaining((values.data ?? []).filter(hasNonZeroValue)), [values.data]);
  const multiple = new Set(results.map((r) => r.energyCommunityId)).size > 1;
  const styles = communityStyles(results, multiple, directionLabels, leavesOutOtherCommunities(options, selected.id));
  const up = stepUp(view, bounds);
  const granularityRef = useRef<HTMLSelectElement>(null);
  const zoomable = view.granularity === 'MONTH' || view.granularity === 'YEAR';
  const errorMessages = profileErrorMessages(values.error);

  return (
    <>
      <div className="np-view-controls" role="group" aria-label={texts.controlsLabel}>
        <SelectControl
          label={texts.community.label}
          value={selected.id}
          options={options.filter((o) => o.bounds).map((o) => ({ value: o.id, label: o.name }))}
          onChange={(id) => {
            const option = options.find((o) => o.id === id);
            if (option?.bounds) setView(initialCommunityView(option.bounds, option.id));
          }}
        />
        <SelectControl
          label={texts.granularityLabel}
          selectRef={granularityRef}
          value={view.granularity}
          options={GRANULARITIES.map((g) => ({ value: g, label: texts.granularity[g] }))}
          onChange={(g) => setView(withGranularity(view, g as Granularity))}
        />
        <RangeFields view={view} bounds={bounds} onChange={setView} />
        {up ? (
          <Button
            variant="secondary"
            onClick={() => {
              setView(up);
              // The button goes once the overview is reached: focus to the resolution it changed, not to the page.
              granularityRef.current?.focus();
            }}
          >
            {texts.stepUp(up.granularity === 'YEAR' ? 'Jahren' : 'Monaten')}
          </Button>
        ) : null}
      </div>
      <QuickNavigator view={view} bounds={bounds} onChange={setView} />
      {values.isError ? <Banner variant="error">{errorMessages.length ? errorMessages.join(' ') : texts.valuesError}</Banner> : null}
      <LiveAnnouncement
        text={
          values.isFetching || !values.data
            ? ''
            : viewAnnouncement(view, results, { granularity: texts.granularity, maximum: texts.maximum, noValues: texts.noValuesInRange })
        }
      />
      {values.isFetching ? <Spinner label={texts.chartLoading} /> : null}
      {!values.isFetching && values.data && results.length === 0 ? <Banner variant="info">{texts.community.noValues}</Banner> : null}
      {results.length > 0 && !values.isError ? (
        <ChartPanel
          title={`${texts.community.heading}: ${selected.name}`}
          results={results}
          styles={styles}
          granularity={results[0].granularity}
          stacked
          summaryLines={false}
          onZoom={
            zoomable
              ? (start) => {
                  const next = zoomInto(view, start, bounds);
                  if (next) setView(next);
                }
              : undefined
          }
          // CSV only when non-zero values exist (results holds only those).
          download={{ request, fallbackName: `${pod.meterPointAdministrationNumber}.csv` }}
          infoBox={<CommunityTotals results={results} labels={styles.map((s) => s.label)} />}
        />
      ) : null}
    </>
  );
}
