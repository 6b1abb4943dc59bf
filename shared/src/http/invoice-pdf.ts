import { useCallback, useState } from 'react';
import type { InvoiceParams } from '../contract/contract-account';
import { request, type DownloadedFile } from './client';
import { saveFile } from './download';

/** GET /service/v1.0/invoices/{bpn}/{can}/{invoiceNumber}: the invoice PDF, named with its date and number. */
export function fetchInvoicePdf({ businessPartnerNumber, contractAccountNumber, invoiceNumber }: InvoiceParams): Promise<DownloadedFile> {
  const path = [businessPartnerNumber, contractAccountNumber, invoiceNumber].map(encodeURIComponent).join('/');
  return request<DownloadedFile>({ url: `/v1.0/invoices/${path}`, responseType: 'file', silent: true });
}

/**
 * Invoice PDF downloads of one invoice list: each invoice's button is busy while its own PDF loads (several may load at
 * once, and a busy button ignores clicks); `failed` after the latest download failed.
 */
export function useInvoiceDownloads() {
  const [loading, setLoading] = useState<ReadonlySet<string>>(() => new Set());
  const [failed, setFailed] = useState(false);
  const download = useCallback(async (invoice: InvoiceParams & { invoiceDate: string }) => {
    const { invoiceNumber } = invoice;
    // The service names the file; this name serves only when its answer names none.
    const fallbackName = `Rechnung_${invoice.invoiceDate}_${invoiceNumber}.pdf`;
    setLoading((current) => new Set(current).add(invoiceNumber));
    setFailed(false);
    try {
      saveFile(await fetchInvoicePdf(invoice), fallbackName);
    } catch {
      setFailed(true);
    } finally {
      setLoading((current) => new Set([...current].filter((n) => n !== invoiceNumber)));
    }
  }, []);
  const isBusy = useCallback((invoiceNumber: string) => loading.has(invoiceNumber), [loading]);
  return { download, isBusy, failed };
}

export type InvoiceDownloads = ReturnType<typeof useInvoiceDownloads>;
