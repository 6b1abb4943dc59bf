import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import { texts } from '../texts';
import { TwoFactorSection } from './two-factor-section';

const t = texts.twoFactor;
const STATUS = 'GET /service/v1.0/two-factor';
const off = { enabled: false, totp: { enabled: false, confirmedAt: null }, passkeys: [], recoveryCodesLeft: 0 };
const codes = Array.from({ length: 10 }, (_, i) => `AAAA${i + 2}-BBBBB`);

const renderSection = () =>
  renderInPortal(<TwoFactorSection login="erika.musterfrau" />, { path: '/portal/profile', session: { user: testUser() } });

describe('two-factor section of my data', () => {
  it('tells before switching on that scripts need an API token, with a link to that page', async () => {
    installFakeFetch({ [STATUS]: { status: 200, body: off } });
    renderSection();
    expect(await screen.findByText(t.off)).toBeInTheDocument();
    expect(screen.getByText(t.scripts, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.scriptsLink })).toHaveAttribute('href', '/portal/api');
    expect(screen.queryByRole('button', { name: t.disable })).not.toBeInTheDocument();
  });

  it('sets up the app: QR code with a text alternative, the key as text, first code and password; then the codes once', async () => {
    const { calls } = installFakeFetch({
      [STATUS]: { status: 200, body: off },
      'POST /service/v1.0/two-factor/totp/setup': {
        status: 200,
        body: { secret: 'ABCDEFGHIJKLMNOP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' },
      },
      'POST /service/v1.0/two-factor/totp/confirm': { status: 200, body: { recoveryCodes: codes } },
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.setUpApp }));

    const dialog = await screen.findByRole('dialog', { name: t.setup.title });
    expect(await within(dialog).findByRole('img', { name: t.setup.qrAlt })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(dialog).getByText('ABCD EFGH IJKL MNOP')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(new RegExp(`^${t.setup.totpCode}`)), '123456');
    await user.type(within(dialog).getByLabelText(new RegExp(`^${t.currentPassword}`)), 'Netzportal!2026');
    await user.click(within(dialog).getByRole('button', { name: t.setup.submit }));

    const codesDialog = await screen.findByRole('dialog', { name: t.codes.title });
    expect(within(within(codesDialog).getByRole('list', { name: t.codes.listLabel })).getAllByRole('listitem')).toHaveLength(10);
    expect(within(codesDialog).getByRole('button', { name: t.codes.download })).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.url.endsWith('/totp/confirm'))?.body ?? '{}')).toEqual({
      totpCode: '123456',
      currentPassword: 'Netzportal!2026',
    });
    expect(screen.getByText(t.saved.appAdded)).toBeInTheDocument();
  });

  it('lists passkeys with creation and last-use dates and removes one after the password', async () => {
    const { calls } = installFakeFetch({
      [STATUS]: {
        status: 200,
        body: {
          enabled: true,
          totp: { enabled: false, confirmedAt: null },
          passkeys: [{ id: 7, name: 'Laptop', createdAt: '2026-03-01T09:00:00Z', lastUsedAt: null }],
          recoveryCodesLeft: 9,
        },
      },
      'DELETE /service/v1.0/two-factor/passkeys/7': { status: 204 },
    });
    renderSection();
    expect(await screen.findByText('Laptop')).toBeInTheDocument();
    expect(screen.getByText(`${t.passkeyCreated('01.03.2026')}, ${t.passkeyNeverUsed}`)).toBeInTheDocument();
    expect(screen.getByText(t.recoveryCodesLeft(9))).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `${t.removePasskey}${t.removePasskeyFor('Laptop')}` }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmRemovePasskey.title('Laptop') });
    await user.click(within(dialog).getByRole('button', { name: t.confirmRemovePasskey.submit }));
    expect(await within(dialog).findByText(t.passwordRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(new RegExp(`^${t.currentPassword}`)), 'Netzportal!2026');
    await user.click(within(dialog).getByRole('button', { name: t.confirmRemovePasskey.submit }));
    expect(await screen.findByText(t.saved.passkeyRemoved)).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'DELETE')?.body ?? '{}')).toEqual({ currentPassword: 'Netzportal!2026' });
  });
});
