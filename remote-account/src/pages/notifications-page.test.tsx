import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationOverview } from '@portal/shared/contract/notifications';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { renderPage, testUser } from '../test/render-page';
import { texts } from '../texts';
import NotificationsPage from './notifications-page';

const t = texts.notifications;
const OVERVIEW = 'GET /service/v1.0/notifications';
const DELETE_WEBHOOK = 'DELETE /service/v1.0/notifications/webhook';
const METER_POINT = 'AT0030000000000000000000000100001';

const overview = (withWebhook: boolean): NotificationOverview => ({
  meterPoints: [{ meterPointNumber: METER_POINT, address: 'Lindenweg 7, 4020 Linz', settings: DEFAULT_NOTIFICATION_SETTINGS }],
  webhook: withWebhook
    ? { url: 'https://mein-zuhause.example/netzportal', secret: 'a'.repeat(64), enabled: true, disabledAt: null, failedDeliveries: 0 }
    : null,
  deliveries: [],
});

const renderNotifications = () => renderPage(NotificationsPage, '/portal/notifications', { user: testUser() });

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('notifications page: removing the webhook', () => {
  it('asks first, since the secret is lost for good; removed, the focus goes on from the webhook heading', async () => {
    const { calls } = installFakeFetch({
      [OVERVIEW]: [
        { status: 200, body: overview(true) },
        { status: 200, body: overview(false) },
      ],
      [DELETE_WEBHOOK]: { status: 204 },
    });
    renderNotifications();
    const user = userEvent.setup();
    const remove = await screen.findByRole('button', { name: t.remove });

    // Cancelled: nothing is removed and the focus is back on the button.
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: t.removeQuestion });
    expect(dialog).toHaveTextContent(t.removeExplained);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).toHaveFocus();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.remove }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: t.remove })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: t.webhookHeading })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByText(t.removed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(t.url) })).toHaveValue('');
  });

  it('keeps the dialog open with an error when the removal fails', async () => {
    installFakeFetch({ [OVERVIEW]: { status: 200, body: overview(true) }, [DELETE_WEBHOOK]: { status: 409 } });
    renderNotifications();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.remove }));
    const dialog = await screen.findByRole('dialog', { name: t.removeQuestion });
    await user.click(within(dialog).getByRole('button', { name: t.remove }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.actionError);
    expect(screen.getByRole('textbox', { name: new RegExp(t.url) })).toHaveValue('https://mein-zuhause.example/netzportal');
  });
});

describe('notifications page: thresholds', () => {
  it('refuses "1.500" as ambiguous instead of reading it as 1,5 or 1500, and sends 1500 when typed so', async () => {
    const { calls } = installFakeFetch({
      [OVERVIEW]: { status: 200, body: overview(false) },
      [`PUT /service/v1.0/notifications/meter-points/${METER_POINT}`]: {
        status: 200,
        body: overview(false).meterPoints[0],
      },
    });
    renderNotifications();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: t.dailyOn }));
    const threshold = screen.getByRole('textbox', { name: new RegExp(t.dailyKwhAbove.replace(/[()]/g, '\\$&')) });
    await user.type(threshold, '1.500');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.decimalAmbiguous)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(threshold);
    await user.type(threshold, '1500');
    await user.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(JSON.parse(calls.find((call) => call.method === 'PUT')?.body ?? '{}')).toMatchObject({ dailyKwhAbove: 1500 });
  });
});
