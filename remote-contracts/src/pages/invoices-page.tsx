import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PROCESS_LIMITS } from '@portal/shared/contract/contract-processes';
import { formatDate } from '@portal/shared/format/date';
import { formatEuro } from '@portal/shared/format/number';
import { useInvoiceDownloads } from '@portal/shared/http/invoice-pdf';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { InvoicePdfButton } from '@portal/shared/ui/invoice-pdf-button.tsx';
import { Paginator } from '@portal/shared/ui/paginator.tsx';
import { Spinner } from '@portal/shared/ui/spinner.tsx';
import { ScrollRegion } from '@portal/shared/ui/scroll-region.tsx';
import { useGetInvoicesQuery } from '../api/get-invoices';
import { ProcessUnavailable } from '../components/process-outcome';
import { texts } from '../texts';
import '../contracts.css';

const t = texts.invoices;
const PAGE_SIZE_OPTIONS = [10, 25, 50];

/**
 * /portal/invoices/:bpn/:can (portal-processes §2.5, §3 invoice list): every invoice of the account, newest first, paged,
 * filtered by year and by number; each row downloads its PDF.
 */
export default function InvoicesPage() {
  const { businessPartnerNumber = '', contractAccountNumber = '' } = useParams();
  const [year, setYear] = useState('');
  const [number, setNumber] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PROCESS_LIMITS.invoicePageSizeDefault);
  const query = useGetInvoicesQuery({
    businessPartnerNumber,
    contractAccountNumber,
    ...(year ? { year: Number(year) } : {}),
    ...(number ? { number } : {}),
    page,
    pageSize,
  });
  const downloads = useInvoiceDownloads();

  const status = query.error && 'status' in query.error ? query.error.status : 0;
  if (query.isError && (status === 404 || status === 400) && !query.data)
    return <ProcessUnavailable>{texts.common.notFound}</ProcessUnavailable>;
  const list = query.data;

  return (
    <div className="np-contracts">
      <p>{t.intro(contractAccountNumber)}</p>
      <form className="np-contracts__filter" role="search" aria-label={t.filter} onSubmit={(event) => event.preventDefault()}>
        <div className="np-field">
          <label className="np-field__label" htmlFor="invoice-year">
            {t.year}
          </label>
          <select
            id="invoice-year"
            className="np-input"
            value={year}
            onChange={(event) => {
              setYear(event.target.value);
              setPage(1);
            }}
          >
            <option value="">{t.allYears}</option>
            {(list?.years ?? []).map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div className="np-field">
          <label className="np-field__label" htmlFor="invoice-number">
            {t.number}
          </label>
          <input
            id="invoice-number"
            className="np-input"
            inputMode="numeric"
            maxLength={12}
            value={number}
            onChange={(event) => {
              setNumber(event.target.value.replace(/\D/g, ''));
              setPage(1);
            }}
          />
        </div>
      </form>
      {query.isError && !list ? <Banner variant="error">{t.loadError}</Banner> : null}
      {downloads.failed ? <Banner variant="error">{t.downloadError}</Banner> : null}
      {!list ? (
        query.isError ? null : (
          <Spinner label={texts.common.loading} />
        )
      ) : list.total === 0 ? (
        <Banner variant="info">{t.empty}</Banner>
      ) : (
        <>
          <p aria-live="polite">{t.count(list.total)}</p>
          {/* Below 900 px each invoice is a card of labelled lines (np-card-table): nothing scrolls sideways at 320 px. */}
          <ScrollRegion label={t.title}>
            <table className="np-contracts__table np-card-table">
              <caption className="np-visually-hidden">{t.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.invoiceDate}</th>
                  <th scope="col">{t.invoiceNumber}</th>
                  <th scope="col" className="np-contracts__amount">
                    {t.total}
                  </th>
                  <th scope="col">
                    <span className="np-visually-hidden">{t.download}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.invoices.map((invoice) => (
                  <tr key={invoice.invoiceNumber}>
                    <td data-label={t.invoiceDate}>{formatDate(invoice.invoiceDate)}</td>
                    <td data-label={t.invoiceNumber}>{invoice.invoiceNumber}</td>
                    <td className="np-contracts__amount" data-label={t.total}>
                      {formatEuro(invoice.total)}
                    </td>
                    <td>
                      <InvoicePdfButton
                        downloads={downloads}
                        invoice={{
                          businessPartnerNumber,
                          contractAccountNumber,
                          invoiceNumber: invoice.invoiceNumber,
                          invoiceDate: invoice.invoiceDate,
                        }}
                        label={t.downloadLabel(invoice.invoiceNumber)}
                      >
                        {t.download}
                      </InvoicePdfButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <Paginator
            page={page}
            pageSize={pageSize}
            totalItems={list.total}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            label={t.title}
          />
        </>
      )}
    </div>
  );
}
