import type { InvoiceParams } from '@portal/shared/contract/contract-account';
import { request, type DownloadedFile } from '@portal/shared/http/client';
import { useFileDownload } from '@portal/shared/http/download';

/** GET /service/v1.0/invoices/{bpn}/{can}/{invoiceNumber}: the invoice PDF, named with its date and number. */
export function fetchInvoicePdf({ businessPartnerNumber, contractAccountNumber, invoiceNumber }: InvoiceParams): Promise<DownloadedFile> {
  const path = [businessPartnerNumber, contractAccountNumber, invoiceNumber].map(encodeURIComponent).join('/');
  return request<DownloadedFile>({ url: `/v1.0/invoices/${path}`, responseType: 'file', silent: true });
}

export const useInvoiceDownload = () => useFileDownload(fetchInvoicePdf);
