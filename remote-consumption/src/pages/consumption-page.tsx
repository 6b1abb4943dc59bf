import { skipToken } from '@reduxjs/toolkit/query';
import { useDeferredValue, useEffect, useId, useMemo, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import type { Granularity } from '@portal/shared/contract/enums';
import { shortMeterPoint } from '@portal/shared/format/meter-point';
import { useOperator } from '@portal/shared/operator/operator-context';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useGetCompareValuesQuery } from '../api/get-constants';
import { useGetProfileListQuery } from '../api/get-profile-list';
import { profileErrorMessages, useGetProfileValuesQuery } from '../api/get-profile-values';
import { BilledConsumptions } from '../components/billed-consumptions';
import { ChartPanel } from '../components/chart-panel';
import { useChartDownload } from '../components/chart-loader';
import { ContractError } from '../components/contract-error';
import { ContractHeader } from '../components/contract-header';
import { DispatchSettings } from '../components/dispatch-settings';
import { DownloadConfiguration } from '../components/download-configuration';
import { QuickNavigator } from '../components/quick-navigator';
import { ReadingsHistory } from '../components/readings-history';
import { RangeFields } from '../components/range-fields';
import { RenderedNext } from '../components/rendered-next';
import { LiveAnnouncement } from '../components/live-announcement';
import { SelectControl } from '../components/select-control';
import { useRouteContract } from '../hooks/use-contract';
import { useViewState } from '../hooks/use-view-state';
import {
  alignToFirst,
  comparisonCollapsed,
  comparisonOptions,
  completeComparison,
  otherPods,
  visibleResults,
  withComparison,
  type ComparisonContext,
} from '../rules/comparison';
import { meterPointChoices } from '../rules/meter-points';
import { billedConsumptionsOf, readingsHistoryOf } from '../rules/contract-history';
import { viewAnnouncement } from '../rules/announcement';
import { stepUp, withGranularity, zoomInto } from '../rules/navigation';
import { buildProfileRequest, requestDimension } from '../rules/profile-request';
import { shownRequestType } from '../rules/request-type';
import { consumptionStyles, defaultSeries, granularityOptions, seriesId, seriesLabel, seriesOptions } from '../rules/series';
import { initialView, type Bounds, type ViewState } from '../rules/view-state';
import { texts } from '../texts';
import '../consumption.css';

export { prepareViennaFormat as prepareTimeZone } from '../rules/vienna-time';

const directionLabels = { GENERATION: texts.generation, CONSUMPTION: texts.consumption };

/** /portal/consumptions/:bpn/:can/:contractNumber/:infeederRequestType: profile chart, dispatch settings. */
export default function ConsumptionPage() {
  const route = useRouteContract();
  const { search } = useLocation();
  useChartDownload(!!route.contract);
  if (route.isLoading) return <Spinner label={texts.loading} />;
  if (route.notFound) return <Banner variant="error">{texts.contractNotFound}</Banner>;
  if (route.isError || !route.account || !route.contract) return <ContractError />;
  const { account, contract } = route;
  const requestType = shownRequestType(route.requestType, contract);
  if (requestType !== route.requestType) {
    // Performance monitoring of a contract without it (a gas contract, a supply contract) or an unknown segment.
    return <Navigate replace to={{ pathname: `/portal/consumptions/${route.bpn}/${route.can}/${route.contractNumber}/base`, search }} />;
  }
  const performanceMonitoring = requestType === 'performance-monitoring';
  const billed = billedConsumptionsOf(contract);
  const history = readingsHistoryOf(contract);
  const direction = contract.powerGenerationUnit ? 'GENERATION' : 'CONSUMPTION';
  return (
    <div className="np-consumption">
      <ContractHeader account={account} contract={contract} note={performanceMonitoring ? texts.header.performanceMonitoring : undefined} />
      <RenderedNext>
        {contract.profileActive ? (
          <ProfileSection account={account} contract={contract} performanceMonitoring={performanceMonitoring} />
        ) : (
          <Banner variant="info">{texts.profileInactive}</Banner>
        )}
        {contract.loadCurveActive ? (
          <DispatchSettings
            businessPartnerNumber={account.businessPartnerNumber}
            contractAccountNumber={account.contractAccountNumber}
            contract={contract}
          />
        ) : null}
        {billed ? <BilledConsumptions consumptions={billed} direction={direction} /> : null}
        {history ? <ReadingsHistory history={history} branch={contract.branch} direction={direction} /> : null}
      </RenderedNext>
    </div>
  );
}

interface SectionProps {
  account: ContractAccountDetail;
  contract: ContractDetail;
  performanceMonitoring: boolean;
}

function ProfileSection({ account, contract, performanceMonitoring }: SectionProps) {
  const headingId = useId();
  const { minimumDate, maximumDate } = contract.pointOfDelivery;
  return (
    <section className="np-consumption-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.chartHeading}</h2>
      {minimumDate && maximumDate ? (
        <ProfileView
          account={account}
          contract={contract}
          performanceMonitoring={performanceMonitoring}
          min={minimumDate}
          max={maximumDate}
        />
      ) : (
        <Banner variant="info">{texts.noProfileData}</Banner>
      )}
    </section>
  );
}

function ProfileView({ account, contract, performanceMonitoring, min, max }: SectionProps & { min: string; max: string }) {
  const navigate = useNavigate();
  const requestType = performanceMonitoring ? 'performance-monitoring' : 'base';
  const pod = contract.pointOfDelivery;
  const bounds = useMemo<Bounds>(() => ({ min, max }), [min, max]);
  const options = useMemo(() => seriesOptions(pod.profiles), [pod.profiles]);
  const fallbackSeries = defaultSeries(options, contract.powerGenerationUnit);
  const fallback = useMemo<ViewState>(
    () => ({ ...initialView(bounds, performanceMonitoring && contract.branch === 'STROM' ? 'POWER' : 'ENERGY'), series: fallbackSeries }),
    [bounds, performanceMonitoring, contract.branch, fallbackSeries],
  );
  const [urlView, setView] = useViewState(bounds, fallback);
  const { data: pods = [] } = useGetProfileListQuery(contract.branch);
  const { data: compareValues } = useGetCompareValuesQuery();

  const branchProfiles = Object.entries(compareValues ?? {}).filter(([, v]) => v.branch === contract.branch);
  const context: ComparisonContext = {
    branch: contract.branch,
    meterPointAdministrationNumber: pod.meterPointAdministrationNumber,
    bounds,
    pods,
    hasCommunities: contract.energyCommunityData.timeslices.length > 0,
    defaultComparisonProfile:
      contract.synthProfileCode && branchProfiles.some(([id]) => id === contract.synthProfileCode)
        ? contract.synthProfileCode
        : (branchProfiles[0]?.[0] ?? null),
  };
  const view = completeComparison(urlView, context);
  const series = options.find((o) => view.series && seriesId(o) === seriesId(view.series)) ?? fallbackSeries;

  const request = series
    ? buildProfileRequest(
        view,
        {
          contractAccountNumber: account.contractAccountNumber,
          contractNumber: contract.contractNumber,
          meterPointAdministrationNumber: pod.meterPointAdministrationNumber,
          branch: contract.branch,
        },
        series,
        pods,
      )
    : null;
  const values = useGetProfileValuesQuery(request ?? skipToken);
  // Values that arrive are drawn in a render of their own, as a transition React slices (the chart panel's datasets,
  // info boxes and legends), not inside the store's notification, which React renders in one piece.
  const shownData = useDeferredValue(values.data);
  const drawing = values.isFetching || shownData !== values.data;
  const results = useMemo(
    () => (shownData ? visibleResults(view.comparison === 'DIFFERENT_PROFILE' ? alignToFirst(shownData) : shownData, view.comparison) : []),
    [shownData, view.comparison],
  );

  // Only when one series remains does the comparison type reset to none (portal-core §2).
  const collapsed = !drawing && !!values.data && comparisonCollapsed(view.comparison, results.length) && request && request.pods.length > 1;
  useEffect(() => {
    if (collapsed) setView(withComparison(view, 'NONE', context));
  });

  const granularityRef = useRef<HTMLSelectElement>(null);
  const operator = useOperator();
  if (!series) return <Banner variant="info">{texts.noProfileData}</Banner>;
  // Power values (kW) are no "…energie".
  const mainLabel =
    results[0]?.unit === 'KW' ? texts.powerSeries(directionLabels[series.energyDirection]) : seriesLabel(series, options, directionLabels);
  const styles = consumptionStyles(results, view.comparison, mainLabel, texts.comparisonSeries, operator.colours.primary);
  const granularities = granularityOptions(pod.profiles, series);
  const up = stepUp(view, bounds);
  const zoomable = view.granularity === 'MONTH' || view.granularity === 'YEAR';
  const single = results.length === 1;
  const mainRequest = request ? { ...request, pods: request.pods.slice(0, 1), comparisonType: undefined } : null;

  const meterPoints = meterPointChoices(pods, {
    businessPartnerNumber: account.businessPartnerNumber,
    contractAccountNumber: account.contractAccountNumber,
    contractNumber: contract.contractNumber,
    meterPointAdministrationNumber: pod.meterPointAdministrationNumber,
    description: contract.description ?? account.description,
    powerGenerationUnit: contract.powerGenerationUnit,
  });
  const errorMessages = profileErrorMessages(values.error);

  return (
    <>
      <div className="np-view-controls" role="group" aria-label={texts.controlsLabel}>
        <SelectControl
          label={texts.meterPointLabel}
          value={contract.contractNumber}
          options={meterPoints.map((p) => ({
            value: p.contractNumber,
            label: `${shortMeterPoint(p.meterPointAdministrationNumber)} – ${p.description}${p.powerGenerationUnit ? ` (${texts.generation})` : ''}`,
          }))}
          onChange={(contractNumber) => {
            const entry = meterPoints.find((p) => p.contractNumber === contractNumber);
            if (entry)
              void navigate(
                `/portal/consumptions/${entry.businessPartnerNumber}/${entry.contractAccountNumber}/${entry.contractNumber}/${requestType}`,
              );
          }}
        />
        <SelectControl
          label={texts.granularityLabel}
          selectRef={granularityRef}
          value={view.granularity}
          options={granularities.map((g) => ({ value: g, label: texts.granularity[g] }))}
          onChange={(g) => setView(withGranularity(view, g as Granularity))}
        />
        <RangeFields view={view} bounds={bounds} onChange={setView} />
        {options.length > 1 ? (
          <SelectControl
            label={texts.profileTypeLabel}
            value={seriesId(series)}
            options={options.map((o) => ({ value: seriesId(o), label: seriesLabel(o, options, directionLabels) }))}
            onChange={(id) => setView({ ...view, series: options.find((o) => seriesId(o) === id) ?? null })}
          />
        ) : null}
        {contract.branch === 'STROM' && view.granularity === 'QUARTER_OF_AN_HOUR' ? (
          <SelectControl
            label={texts.dimensionLabel}
            value={requestDimension(view, contract.branch)}
            options={[
              { value: 'POWER', label: texts.dimensionPower },
              { value: 'ENERGY', label: texts.dimensionEnergy(directionLabels[series.energyDirection]) },
            ]}
            onChange={(d) => setView({ ...view, dimension: d === 'POWER' ? 'POWER' : 'ENERGY' })}
          />
        ) : null}
        <SelectControl
          label={texts.comparisonLabel}
          value={view.comparison}
          options={comparisonOptions(view, context).map((c) => ({ value: c, label: texts.comparison[c] }))}
          onChange={(c) => setView(withComparison(view, c as ViewState['comparison'], context))}
        />
        {view.comparison === 'COMPARISON_PROFILE' ? (
          <SelectControl
            label={texts.comparisonProfileLabel}
            value={view.comparisonProfile ?? ''}
            options={branchProfiles.map(([id, v]) => ({ value: id, label: v.text }))}
            onChange={(id) => setView({ ...view, comparisonProfile: id })}
          />
        ) : null}
        {view.comparison === 'DIFFERENT_PROFILE' ? (
          <SelectControl
            label={texts.comparisonPodLabel}
            value={view.comparisonPod ?? ''}
            emptyOption={texts.comparisonPodEmpty}
            options={otherPods(context, view).map((p) => ({
              value: p.meterPointAdministrationNumber,
              label: `${shortMeterPoint(p.meterPointAdministrationNumber)} – ${p.description}`,
            }))}
            onChange={(id) => setView({ ...view, comparisonPod: id || null })}
          />
        ) : null}
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
          drawing || !values.data
            ? ''
            : viewAnnouncement(view, results, { granularity: texts.granularity, maximum: texts.maximum, noValues: texts.noValuesInRange })
        }
      />
      {drawing ? (
        results.length === 0 ? (
          // The first values: the chart's place is kept, so what follows does not move down when it is drawn.
          <div className="np-consumption-chart np-consumption-chart--loading">
            <Spinner label={texts.chartLoading} />
          </div>
        ) : (
          <Spinner label={texts.chartLoading} />
        )
      ) : null}
      {results.length > 0 && !values.isError ? (
        <ChartPanel
          title={mainLabel}
          results={results}
          styles={styles}
          granularity={results[0].granularity}
          performanceMonitoring={performanceMonitoring}
          alignment={view.comparison === 'DIFFERENT_TIMERANGE' ? 'period' : 'time'}
          onZoom={
            zoomable
              ? (start) => {
                  const next = zoomInto(view, start, bounds);
                  if (next) setView(next);
                }
              : undefined
          }
          download={single && mainRequest ? { request: mainRequest, fallbackName: `${pod.meterPointAdministrationNumber}.csv` } : null}
          downloadNote={texts.downloadSingleOnly}
          actions={
            <DownloadConfiguration
              pods={pods}
              current={`${pod.meterPointAdministrationNumber}|${seriesId(series)}`}
              from={view.from}
              to={view.to}
            />
          }
        />
      ) : null}
    </>
  );
}
