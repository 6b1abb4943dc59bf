import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { request } from '@portal/shared/http/client';
import { SiteFooter } from './site-footer';

jest.mock('@portal/shared/http/client', () => ({ request: jest.fn(() => Promise.resolve('')) }));
const requestMock = jest.mocked(request);

const renderFooter = (authenticated: boolean) =>
  render(
    <MemoryRouter>
      <SiteFooter authenticated={authenticated} />
    </MemoryRouter>,
  );

describe('footer', () => {
  beforeEach(() => requestMock.mockClear());

  it('shows the contact block with hotlines and the legal links', () => {
    renderFooter(false);
    expect(screen.getByText(/Kundenzentrum: Mo–Fr 07:00–19:00/)).toBeInTheDocument();
    expect(screen.getByText('Kundenservice-Hotline')).toBeInTheDocument();
    expect(screen.getByText('Störungshotline Strom (rund um die Uhr)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '128' })).toHaveAttribute('href', 'tel:128');
    for (const [name, href] of [
      ['Datenschutz', '/privacy'],
      ['Impressum', '/impress'],
      ['Nutzungsbedingungen', '/termsOfService'],
      ['Barrierefreiheit', '/accessibility'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('resets the session cache when a logged-in user double-clicks the copyright', () => {
    renderFooter(true);
    fireEvent.doubleClick(screen.getByText(/©/));
    expect(requestMock).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: '/v1.0/session/reset' }));
  });

  it('does nothing on double-click for anonymous visitors', () => {
    renderFooter(false);
    fireEvent.doubleClick(screen.getByText(/©/));
    expect(requestMock).not.toHaveBeenCalled();
  });
});
