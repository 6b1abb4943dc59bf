import { useEffect, useId, useRef } from 'react';
import type { ContractAccountDetail as Detail } from '@portal/shared/contract/contract-account';
import type { ContractAccountSummary } from '@portal/shared/contract/dashboard';
import { useGetPlainContentQuery } from '@portal/shared/content/content-api';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { useGetContractAccountQuery } from '@portal/shared/contract-accounts/get-contract-account';
import { showPaymentSection } from '../rules/payment-rules';
import { texts } from '../texts';
import { PaymentSection } from './payment-section';
import { ContractSection } from './contract-section';

type AccountKey = Pick<ContractAccountSummary, 'businessPartnerNumber' | 'contractAccountNumber'>;

/**
 * The detail of an expanded row, fetched on first open (RTK Query keeps it for later openings). It stays mounted while
 * the row is closed, so a failed load would stay failed: reopening the row after an error loads it again.
 */
export function ContractAccountDetail({ businessPartnerNumber, contractAccountNumber, expanded }: AccountKey & { expanded: boolean }) {
  const { data, isLoading, isFetching, isError, refetch } = useGetContractAccountQuery({ businessPartnerNumber, contractAccountNumber });
  useRetryOnReopen(expanded, isError, refetch);

  const accountHeadingId = useId();
  if (isLoading || (isError && isFetching)) return <Spinner label={texts.detailLoading} />;
  if (isError || !data) return <DetailError />;
  return (
    <div className="np-dashboard-detail">
      {/* The row is a table row, not a heading: this one opens the detail's outline (h1 page, h2 account, h3 parts). */}
      <h2 id={accountHeadingId} className="np-visually-hidden">
        {texts.detailHeading(contractAccountNumber)}
      </h2>
      {showPaymentSection(data) ? <PaymentSection detail={data} /> : null}
      <ContractList detail={data} accountHeadingId={accountHeadingId} />
    </div>
  );
}

/** Calls `retry` when the row opens again (closed → expanded) while the last load failed; a loaded detail is kept. */
function useRetryOnReopen(expanded: boolean, failed: boolean, retry: () => unknown) {
  const wasExpanded = useRef(expanded);
  useEffect(() => {
    if (expanded && !wasExpanded.current && failed) void retry();
    wasExpanded.current = expanded;
  }, [expanded, failed, retry]);
}

/** 'contract.error.general' from the content service, or its built-in text when that cannot be loaded either. */
function DetailError() {
  const { data } = useGetPlainContentQuery(texts.detailErrorKey);
  return <Banner variant="error">{data?.bodyText || texts.detailError}</Banner>;
}

/** Named 'Verträge Vertragskonto …': unique when several accounts are open. */
function ContractList({ detail, accountHeadingId }: { detail: Detail; accountHeadingId: string }) {
  const headingId = useId();
  return (
    <section className="np-dashboard-detail__contracts" aria-labelledby={`${headingId} ${accountHeadingId}`}>
      <h3 id={headingId}>{texts.contractsHeading}</h3>
      {detail.contracts.map((contract) => (
        <ContractSection key={contract.contractNumber} account={detail} contract={contract} />
      ))}
    </section>
  );
}
