import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@portal/shared/state/hooks';
import { selectSessionUser } from '@portal/shared/state/session';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Paginator } from '@portal/shared/ui/paginator.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useGetDashboardQuery } from '@portal/shared/dashboard/get-dashboard';
import { useGetDashboardHeadersQuery } from '../api/get-dashboard-headers';
import { ContractAccountTable } from '../components/contract-account-table';
import { ActivationBanner, ECommunicationBanners } from '../components/dashboard-banners';
import { FilterBar } from '../components/filter-bar';
import {
  isFiltering,
  partnersWithInactiveECommunication,
  showActivationBanner,
  showBranchFilter,
  slicePage,
  sortActiveFirst,
} from '../rules/dashboard-rules';
import { pageSelected, ROWS_PER_PAGE_OPTIONS, rowsPerPageSelected, selectDashboardUi } from '../state/dashboard-slice';
import { texts } from '../texts';
import '../dashboard.css';

const PAGE_SIZE_OPTIONS = [...ROWS_PER_PAGE_OPTIONS];

/** The contract-account overview (portal-core §2 "Dashboard", portal-processes §2.2). */
export default function DashboardPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const ui = useAppSelector(selectDashboardUi);
  const dashboardQuery = useGetDashboardQuery();
  const dashboard = dashboardQuery.data;
  // Why a process page sent the user back here (e.g. an account that cannot be edited).
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;

  const searchable = dashboard?.displaySearch === true;
  const filtering = searchable && isFiltering(ui.filter);
  const headersQuery = useGetDashboardHeadersQuery(
    { branch: ui.filter.branch, filter: ui.filter.filter.trim(), activeOnly: ui.filter.activeOnly },
    { skip: !filtering },
  );

  const listed = filtering ? headersQuery.data : dashboard?.contractAccounts;
  const accounts = useMemo(() => sortActiveFirst(listed ?? []), [listed]);
  const { rows, page } = slicePage(accounts, ui.page, ui.rowsPerPage);

  if (dashboardQuery.isLoading) return <Spinner label={texts.loading} />;
  if (!dashboard) return <Banner variant="error">{texts.loadError}</Banner>;

  const count = filtering ? accounts.length : dashboard.totalNumberOfContractAccounts;
  const listPending = filtering && headersQuery.isFetching;

  return (
    <div className="np-dashboard">
      {typeof notice === 'string' ? <Banner variant="info">{notice}</Banner> : null}
      <ECommunicationBanners partners={partnersWithInactiveECommunication(dashboard.businessPartners)} />
      {showActivationBanner(user) ? <ActivationBanner /> : null}

      {searchable ? <FilterBar count={count} showBranch={showBranchFilter(dashboard.branches)} busy={listPending} /> : null}

      {filtering && headersQuery.isError ? (
        <Banner variant="error">{texts.loadError}</Banner>
      ) : filtering && !headersQuery.data ? (
        <Spinner label={texts.filterLoading} />
      ) : accounts.length === 0 ? (
        <Banner variant="info">{texts.noData}</Banner>
      ) : (
        <>
          <Paginator
            page={page}
            pageSize={ui.rowsPerPage}
            totalItems={accounts.length}
            onPageChange={(next) => dispatch(pageSelected(next))}
            onPageSizeChange={(size) => dispatch(rowsPerPageSelected(size))}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            label={texts.paginatorLabel}
          />
          <ContractAccountTable rows={rows} />
        </>
      )}
    </div>
  );
}
