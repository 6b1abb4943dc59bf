import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractAccountDetail } from '@portal/shared/contract/contract-account';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import { account, detail } from '../test/fixtures';
import { PaymentSection } from './payment-section';

const invoices = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    invoiceNumber: `70000010000${i + 1}`,
    invoiceDate: `${2026 - i}-01-10`,
    total: 200 + i * 10.5,
  }));

function renderSection(overrides: Partial<ContractAccountDetail> = {}) {
  const summary = account(1, { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001' });
  return renderInPortal(<PaymentSection detail={detail(summary, overrides)} />, {
    path: '/portal/dashboard',
    session: { user: testUser() },
  });
}

beforeAll(() => {
  // jsdom has no object URLs; the download hands the file to a temporary link.
  URL.createObjectURL = jest.fn(() => 'blob:invoice');
  URL.revokeObjectURL = jest.fn();
});

describe('payment section', () => {
  it('lists the newest 3 invoices with date, number and amount; "more" leads to the invoice list', () => {
    renderSection({ invoices: invoices(5) });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('row', { name: /10\.01\.2026 700000100001 200,00 €/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle 5 Rechnungen anzeigen' })).toHaveAttribute(
      'href',
      '/portal/invoices/1000012345/400012345001',
    );
  });

  it('offers no "more" with 3 invoices or fewer', () => {
    renderSection({ invoices: invoices(3) });
    expect(screen.queryByRole('link', { name: /Alle \d+ Rechnungen/ })).not.toBeInTheDocument();
  });

  it('downloads an invoice as PDF from its own URL, and says so when it fails', async () => {
    const { calls } = installFakeFetch({
      'GET /service/v1.0/invoices/1000012345/400012345001/700000100001': { status: 200, body: '%PDF-1.7' },
      'GET /service/v1.0/invoices/1000012345/400012345001/700000100002': { status: 500 },
    });
    renderSection({ invoices: invoices(2) });
    await userEvent.click(screen.getByRole('button', { name: 'Rechnung 700000100001 als PDF herunterladen' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(calls.map((c) => c.url)).toContain('/service/v1.0/invoices/1000012345/400012345001/700000100001');
    expect(screen.queryByText(/kann derzeit nicht heruntergeladen werden/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Rechnung 700000100002 als PDF herunterladen' }));
    expect(await screen.findByText(/Die Rechnung kann derzeit nicht heruntergeladen werden/)).toBeInTheDocument();
  });

  it('marks only the invoice whose PDF is loading as busy; another one can be downloaded meanwhile', async () => {
    // Each invoice PDF answers when the test says so.
    const pending = new Map<string, () => void>();
    globalThis.fetch = jest.fn(
      (url: string) =>
        new Promise((resolve) => {
          pending.set(url.split('/').pop() as string, () =>
            resolve({ ok: true, status: 200, text: async () => '%PDF-1.7', blob: async () => new Blob(['%PDF-1.7']) }),
          );
        }),
    ) as unknown as typeof fetch;
    const savedBefore = jest.mocked(URL.createObjectURL).mock.calls.length;
    renderSection({ invoices: invoices(3) });
    const button = (n: number) => screen.getByRole('button', { name: `Rechnung 70000010000${n} als PDF herunterladen` });

    await userEvent.click(button(1));
    expect(button(1)).toHaveAttribute('aria-busy', 'true');
    expect(button(2)).not.toHaveAttribute('aria-busy');
    expect(button(3)).not.toHaveAttribute('aria-busy');

    await userEvent.click(button(2));
    expect(button(2)).toHaveAttribute('aria-busy', 'true');
    // A second click on a busy button starts nothing.
    await userEvent.click(button(1));
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);

    pending.get('700000100001')?.();
    await waitFor(() => expect(button(1)).not.toHaveAttribute('aria-busy'));
    expect(button(2)).toHaveAttribute('aria-busy', 'true');
    pending.get('700000100002')?.();
    await waitFor(() => expect(button(2)).not.toHaveAttribute('aria-busy'));
    expect(jest.mocked(URL.createObjectURL).mock.calls.length - savedBefore).toBe(2);
  });

  it('shows the IBAN in blocks of 4 with its edit link, or a link to add one', () => {
    const { unmount } = renderSection({ bankAccountIn: { iban: 'AT611904300234573201', depositor: 'Max Mustermann' } });
    expect(screen.getByText('AT61 1904 3002 3457 3201')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bankverbindung ändern' })).toHaveAttribute('href', '/portal/payment/1000012345/400012345001');
    unmount();
    renderSection({ bankAccountIn: {} });
    expect(screen.getByRole('link', { name: 'Bankverbindung angeben' })).toBeInTheDocument();
  });

  it('links the instalment change only when the agreement is changeable', () => {
    const agreement = { currentAmount: 85, changeable: true, installments: [{ date: '2099-01-15', amount: 85 }] };
    const { unmount } = renderSection({ installmentAgreement: agreement });
    expect(screen.getByText('85,00 €')).toBeInTheDocument();
    expect(screen.getByText('15.01.2099')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teilbetrag ändern' })).toHaveAttribute('href', '/portal/installment/1000012345/400012345001');
    unmount();
    renderSection({ installmentAgreement: { ...agreement, changeable: false } });
    expect(screen.queryByRole('link', { name: 'Teilbetrag ändern' })).not.toBeInTheDocument();
  });

  it.each([
    ['WAITING', true],
    ['PAPERLESS', false],
    ['BANKDATA_MISSING', false],
    ['NOT_CHANGEABLE', false],
  ] as const)('paperless %s: activation link shown %s', (paperless, shown) => {
    renderSection({ invoiceSettings: { paperless } });
    const link = screen.queryByRole('link', { name: 'Papierlose Rechnung aktivieren' });
    if (shown) expect(link).toHaveAttribute('href', '/portal/paperless/1000012345/400012345001');
    else expect(link).not.toBeInTheDocument();
  });

  it.each([
    ['not editable', { editable: false }],
    ['ended', { active: false, editable: false }],
    ['ended but editable', { active: false }],
  ] as const)('offers no bank-data link for an account that is %s (the page would send it back), but shows its IBAN', (_, flags) => {
    const { unmount } = renderSection({ ...flags, bankAccountIn: { iban: 'AT611904300234573201' } });
    expect(screen.getByText('AT61 1904 3002 3457 3201')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Bankverbindung/ })).not.toBeInTheDocument();
    unmount();
    renderSection({ ...flags, bankAccountIn: {}, invoiceSettings: { paperless: 'BANKDATA_MISSING' } });
    expect(screen.getByText(/Keine Bankverbindung hinterlegt/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Bankverbindung/ })).not.toBeInTheDocument();
  });

  it('offers neither the instalment change nor the paperless activation for an account that is not editable', () => {
    renderSection({
      editable: false,
      installmentAgreement: { currentAmount: 85, changeable: true, installments: [] },
      invoiceSettings: { paperless: 'WAITING' },
    });
    expect(screen.getByText('85,00 €')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Teilbetrag ändern' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Papierlose Rechnung aktivieren' })).not.toBeInTheDocument();
  });

  it('tells where the invoices are only when there are some', () => {
    const { unmount } = renderSection({ invoices: [], invoiceSettings: { paperless: 'BANKDATA_MISSING' } });
    expect(screen.getByText('Es liegen noch keine Rechnungen vor.')).toBeInTheDocument();
    expect(screen.queryByText(/hier stehen sie/)).not.toBeInTheDocument();
    unmount();
    renderSection({ invoices: invoices(1), invoiceSettings: { paperless: 'BANKDATA_MISSING' } });
    expect(screen.getByText('Ihre Rechnungen erhalten Sie per Post; hier stehen sie zusätzlich als PDF bereit.')).toBeInTheDocument();
  });
});
