import { useId } from 'react';
import { ScrollRegion } from '@portal/shared/ui/scroll-region.tsx';
import { Link } from 'react-router-dom';
import type { ContractAccountDetail, InstallmentAgreement } from '@portal/shared/contract/contract-account';
import type { PaperlessSetting } from '@portal/shared/contract/enums';
import { formatDate, todayIsoDate } from '@portal/shared/format/date';
import { groupIban } from '@portal/shared/format/iban';
import { formatEuro } from '@portal/shared/format/number';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { InvoicePdfButton } from '@portal/shared/ui/invoice-pdf-button.tsx';
import { CollapsibleSection } from '@portal/shared/ui/collapsible-section.tsx';
import { useInvoiceDownloads } from '@portal/shared/http/invoice-pdf';
import {
  INVOICES_SHOWN,
  installmentPath,
  invoicesPath,
  nextInstallment,
  paperlessPath,
  paymentPath,
  showBankDataLink,
  showInstallmentEdit,
  showPaperlessActivation,
  visibleInvoices,
} from '../rules/payment-rules';
import { texts } from '../texts';

/** Payment, instalments, invoices and paperless billing of a contract account (portal-core §2 "Contract account page"). */
export function PaymentSection({ detail }: { detail: ContractAccountDetail }) {
  return (
    <CollapsibleSection heading={texts.payment.heading} headingLevel={3} defaultOpen className="np-dashboard-payment">
      <div className="np-dashboard-payment__widgets">
        <BankWidget detail={detail} />
        <InstallmentWidget detail={detail} agreement={detail.installmentAgreement ?? null} />
        <PaperlessWidget detail={detail} setting={detail.invoiceSettings.paperless} />
      </div>
      <InvoicesWidget detail={detail} />
    </CollapsibleSection>
  );
}

function Widget({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    // A group, not a region: with several accounts open the same widget names would repeat as landmarks.
    <section role="group" className="np-dashboard-widget" aria-labelledby={headingId}>
      <h4 id={headingId}>{title}</h4>
      {children}
    </section>
  );
}

function BankWidget({ detail }: { detail: ContractAccountDetail }) {
  // The service answers `{}` without a bank account (clients of the live portal read it by key).
  const { iban, depositor } = detail.bankAccountIn ?? {};
  return (
    <Widget title={texts.payment.bankHeading}>
      {iban ? (
        <dl className="np-dashboard-facts">
          <div>
            <dt>{texts.iban}</dt>
            <dd className="np-nowrap">{groupIban(iban)}</dd>
          </div>
          {depositor ? (
            <div>
              <dt>{texts.payment.depositor}</dt>
              <dd>{depositor}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p>{texts.noBankAccount}</p>
      )}
      {showBankDataLink(detail) ? <Link to={paymentPath(detail)}>{iban ? texts.payment.editBank : texts.payment.addBank}</Link> : null}
    </Widget>
  );
}

function InstallmentWidget({ detail, agreement }: { detail: ContractAccountDetail; agreement: InstallmentAgreement | null }) {
  const next = agreement ? nextInstallment(agreement, todayIsoDate()) : null;
  return (
    <Widget title={texts.payment.installmentHeading}>
      {agreement ? (
        <dl className="np-dashboard-facts">
          <div>
            <dt>{texts.payment.monthlyAmount}</dt>
            <dd>{formatEuro(agreement.currentAmount)}</dd>
          </div>
          {next ? (
            <div>
              <dt>{texts.payment.nextDue}</dt>
              <dd>{formatDate(next.date)}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p>{texts.payment.noInstallment}</p>
      )}
      {showInstallmentEdit(detail, agreement) ? (
        // The instalment page opens with the account it already has (portal-processes §2.4 item 2).
        <Link to={installmentPath(detail)} state={{ contractAccount: detail }}>
          {texts.payment.editInstallment}
        </Link>
      ) : null}
    </Widget>
  );
}

function PaperlessWidget({ detail, setting }: { detail: ContractAccountDetail; setting: PaperlessSetting }) {
  return (
    <Widget title={texts.payment.paperlessHeading}>
      <p>{texts.payment.paperlessState[setting]}</p>
      {showPaperlessActivation(detail, setting) ? <Link to={paperlessPath(detail)}>{texts.payment.paperlessActivate}</Link> : null}
      {setting === 'BANKDATA_MISSING' && showBankDataLink(detail) ? (
        <Link to={paymentPath(detail)}>{texts.payment.paperlessNeedsBankData}</Link>
      ) : null}
    </Widget>
  );
}

function InvoicesWidget({ detail }: { detail: ContractAccountDetail }) {
  const downloads = useInvoiceDownloads();
  const invoices = visibleInvoices(detail.invoices);
  const paperless = detail.invoiceSettings.paperless === 'PAPERLESS';
  return (
    <Widget title={texts.payment.invoicesHeading}>
      {detail.invoices.length === 0 ? (
        <p>{texts.payment.noInvoices}</p>
      ) : (
        <ScrollRegion className="np-dashboard-invoices" label={texts.payment.invoicesRegion(detail.contractAccountNumber)}>
          <table className="np-card-table">
            <thead>
              <tr>
                <th scope="col">{texts.payment.invoiceDate}</th>
                <th scope="col">{texts.payment.invoiceNumber}</th>
                <th scope="col" className="np-number">
                  {texts.payment.invoiceTotal}
                </th>
                <th scope="col">
                  <span className="np-visually-hidden">{texts.payment.invoiceDocument}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.invoiceNumber}>
                  <td data-label={texts.payment.invoiceDate}>{formatDate(invoice.invoiceDate)}</td>
                  <td data-label={texts.payment.invoiceNumber}>{invoice.invoiceNumber}</td>
                  <td className="np-number" data-label={texts.payment.invoiceTotal}>
                    {formatEuro(invoice.total)}
                  </td>
                  <td>
                    <InvoicePdfButton
                      downloads={downloads}
                      invoice={{
                        businessPartnerNumber: detail.businessPartnerNumber,
                        contractAccountNumber: detail.contractAccountNumber,
                        invoiceNumber: invoice.invoiceNumber,
                        invoiceDate: invoice.invoiceDate,
                      }}
                      label={texts.payment.invoicePdf(invoice.invoiceNumber)}
                    >
                      PDF
                    </InvoicePdfButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {detail.invoices.length > INVOICES_SHOWN ? (
        <Link to={invoicesPath(detail)}>{texts.payment.moreInvoices(detail.invoices.length)}</Link>
      ) : null}
      {downloads.failed ? <Banner variant="error">{texts.payment.invoiceDownloadError}</Banner> : null}
      {/* The note says the invoices are here as PDF: without any it would not be true. */}
      {detail.invoices.length > 0 ? (
        <p className="np-dashboard-note">{paperless ? texts.payment.paperlessNote : texts.payment.postNote}</p>
      ) : null}
    </Widget>
  );
}
