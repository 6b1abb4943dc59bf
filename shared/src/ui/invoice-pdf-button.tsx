import type { ReactNode } from 'react';
import type { InvoiceParams } from '../contract/contract-account';
import type { InvoiceDownloads } from '../http/invoice-pdf';
import { Button } from './button';

export interface InvoicePdfButtonProps {
  downloads: InvoiceDownloads;
  invoice: InvoiceParams & { invoiceDate: string };
  /** The accessible name: which invoice's PDF (the visible text alone does not say). */
  label: string;
  children: ReactNode;
}

/** Downloads one invoice's PDF; busy (and ignoring clicks) while that PDF loads. */
export function InvoicePdfButton({ downloads, invoice, label, children }: InvoicePdfButtonProps) {
  return (
    <Button
      variant="secondary"
      busy={downloads.isBusy(invoice.invoiceNumber)}
      aria-label={label}
      onClick={() => void downloads.download(invoice)}
    >
      {children}
    </Button>
  );
}
