import { render, screen } from '@testing-library/react';
import { WebhookStatus } from './webhook-status';

describe('webhook status', () => {
  it('says active with a tick while no delivery failed', () => {
    render(<WebhookStatus webhook={{ enabled: true, disabledAt: null, failedDeliveries: 0 }} />);
    expect(screen.getByText('Aktiv')).toBeInTheDocument();
  });

  it('counts the deliveries failed in a row against the limit while still active', () => {
    const { container } = render(<WebhookStatus webhook={{ enabled: true, disabledAt: null, failedDeliveries: 2 }} />);
    expect(container).toHaveTextContent('⚠ Aktiv – 2 von 3 Zustellungen in Folge fehlgeschlagen');
  });

  it('says since when and why it is disabled', () => {
    const { container } = render(
      <WebhookStatus webhook={{ enabled: false, disabledAt: '2026-11-20T08:15:00.000Z', failedDeliveries: 3 }} />,
    );
    expect(container).toHaveTextContent('⚠ Deaktiviert am 20.11.2026 nach 3 fehlgeschlagenen Zustellungen in Folge');
  });
});
