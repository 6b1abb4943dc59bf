import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { partner, profile } from '../test/account-fixtures';
import { renderPage, testUser } from '../test/render-page';
import { texts } from '../texts';
import ProfilePage from './profile-page';

const t = texts.profile;
const GET_PROFILE = 'GET /service/v1.0/profiles';
const renderProfile = () => renderPage(ProfilePage, '/portal/profile', { user: testUser() });
/** The value shown next to a label (dt → dd) inside a section. */
const valueOf = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
const bodyOf = (calls: { method: string; url: string; body?: string }[], method: string, url: string) =>
  JSON.parse(calls.find((call) => call.method === method && call.url === url)?.body ?? 'null');

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('profile page: data', () => {
  it('shows the user section and every business partner with status, number, address and phones', async () => {
    installFakeFetch({
      [GET_PROFILE]: {
        status: 200,
        body: profile({
          businessPartners: [
            partner(),
            partner({
              businessPartnerNumber: '1000000002',
              fullname: 'Erika Musterfrau',
              ecommunicationActive: false,
              ecommunicationInactive: true,
              entity: {
                fullname: 'Erika Musterfrau',
                address: { country: 'DE', postcode: '80331', city: 'München', street: 'Marienplatz', housenumber: '1' },
              },
            }),
          ],
        }),
      },
    });
    renderProfile();

    const user = await screen.findByRole('region', { name: t.userHeading });
    expect(within(user).getByText('max.mustermann')).toBeInTheDocument();
    expect(within(user).getByText('max@example.at')).toBeInTheDocument();
    expect(within(user).getByText(t.maskedPasswordLabel)).toBeInTheDocument();
    expect(within(user).getByRole('button', { name: t.editEmail })).toBeInTheDocument();
    expect(within(user).getByRole('button', { name: t.editPassword })).toBeInTheDocument();

    const max = screen.getByRole('region', { name: 'Max Mustermann (1000000001)' });
    expect(valueOf(max, t.status)).toBe('✓ aktiv');
    expect(valueOf(max, t.businessPartnerNumber)).toBe('1000000001');
    expect(valueOf(max, t.address)).toMatch(/^Landstraße 12\/3\/44020 LinzÖsterreich/);
    expect(valueOf(max, t.landline)).toMatch(/^0732 123456, Durchwahl 12/);
    expect(valueOf(max, t.mobile)).toMatch(/^\+43 664 1234567/);
    expect(valueOf(max, t.eCommunication)).toBe('✓ aktiv');
    expect(within(max).getByRole('button', { name: 'Adresse ändern für Max Mustermann (1000000001)' })).toBeInTheDocument();

    const erika = screen.getByRole('region', { name: 'Erika Musterfrau (1000000002)' });
    expect(valueOf(erika, t.address)).toMatch(/^Marienplatz 180331 MünchenDeutschland/);
    expect(valueOf(erika, t.landline)).toMatch(new RegExp(`^${t.notSet}`));
    expect(valueOf(erika, t.mobile)).toMatch(new RegExp(`^${t.notSet}`));
    expect(valueOf(erika, t.eCommunication)).toMatch(new RegExp(`^${t.eCommunicationInactive}`));
    expect(within(erika).getByRole('link', { name: t.eCommunicationLink })).toHaveAttribute('href', '/portal/e-communication/1000000002');
  });

  it('says when the data cannot be loaded', async () => {
    installFakeFetch({ [GET_PROFILE]: { status: 404 } });
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.loadError);
  });

  it('says when there are no business partners', async () => {
    installFakeFetch({ [GET_PROFILE]: { status: 200, body: profile({ businessPartners: [] }) } });
    renderProfile();
    expect(await screen.findByText(t.noPartners)).toBeInTheDocument();
  });
});

describe('profile page: e-mail dialog', () => {
  const PUT_EMAIL = 'PUT /service/v1.0/profiles/email';

  it('changes the e-mail with the current password, reloads the data and returns the focus', async () => {
    const { calls } = installFakeFetch({
      [GET_PROFILE]: [
        { status: 200, body: profile() },
        { status: 200, body: profile({ user: { login: 'max.mustermann', email: 'neu@example.at', roles: [] } }) },
      ],
      [PUT_EMAIL]: { status: 204 },
      'GET /service/v1.0/session': { status: 200, body: { authenticated: true, user: testUser() } },
    });
    renderProfile();
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: t.editEmail });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: texts.emailDialog.title });
    const email = within(dialog).getByLabelText(texts.emailDialog.email);
    expect(email).toHaveFocus();
    await user.clear(email);
    await user.type(email, 'neu@example.at');
    await user.type(within(dialog).getByLabelText(texts.emailDialog.currentPassword), 'Netzportal!2026');
    await user.click(within(dialog).getByRole('button', { name: t.save }));

    expect(await screen.findByText(t.saved.email)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(bodyOf(calls, 'PUT', '/service/v1.0/profiles/email')).toEqual({ currentPassword: 'Netzportal!2026', email: 'neu@example.at' });
    expect(await screen.findByText('neu@example.at')).toBeInTheDocument();
  });

  it('checks the fields before sending', async () => {
    const { calls } = installFakeFetch({ [GET_PROFILE]: { status: 200, body: profile() } });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.editEmail }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText(texts.emailDialog.email));
    await user.type(within(dialog).getByLabelText(texts.emailDialog.email), 'keine-adresse');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(texts.emailDialog.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(texts.emailDialog.passwordRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a wrong password on its field and other failures as the general error', async () => {
    installFakeFetch({
      [GET_PROFILE]: { status: 200, body: profile() },
      [PUT_EMAIL]: [
        { status: 400, body: [{ path: 'currentPassword', message: 'Das Passwort ist nicht korrekt.', number: 6 }] },
        { status: 409 },
      ],
    });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.editEmail }));
    const dialog = screen.getByRole('dialog');
    const password = within(dialog).getByLabelText(texts.emailDialog.currentPassword);
    await user.type(password, 'Falsch!123');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText('Das Passwort ist nicht korrekt.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.emailDialog.error);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with Escape without saving', async () => {
    const { calls } = installFakeFetch({ [GET_PROFILE]: { status: 200, body: profile() } });
    renderProfile();
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: t.editEmail });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('profile page: password dialog', () => {
  const PUT_PASSWORD = 'PUT /service/v1.0/profiles/password';
  const c = texts.changePassword;

  async function changePassword() {
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.editPassword }));
    const dialog = screen.getByRole('dialog', { name: texts.passwordDialog.title });
    await user.type(within(dialog).getByLabelText(c.currentPassword), 'Netzportal!2026');
    await user.type(within(dialog).getByLabelText(c.newPassword), 'Neu!Passwort2');
    await user.type(within(dialog).getByLabelText(c.confirmation), 'Neu!Passwort2');
    await user.click(within(dialog).getByRole('button', { name: c.submit }));
    return dialog;
  }

  it('changes the password with the rules of the change-password page', async () => {
    const { calls } = installFakeFetch({ [GET_PROFILE]: { status: 200, body: profile() }, [PUT_PASSWORD]: { status: 204 } });
    await changePassword();
    expect(await screen.findByText(t.saved.password)).toBeInTheDocument();
    expect(bodyOf(calls, 'PUT', '/service/v1.0/profiles/password')).toEqual({
      currentPassword: 'Netzportal!2026',
      newPassword: 'Neu!Passwort2',
    });
  });

  it('shows password.change.error.general when the change fails', async () => {
    installFakeFetch({ [GET_PROFILE]: { status: 200, body: profile() }, [PUT_PASSWORD]: { status: 409 } });
    const dialog = await changePassword();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(c.errorGeneral);
  });
});

describe('profile page: landline dialog', () => {
  const PUT_PHONE = 'PUT /service/v1.0/business-partners/1000000001/phone';

  it('stores the landline with its extension', async () => {
    const { calls } = installFakeFetch({ [GET_PROFILE]: { status: 200, body: profile() }, [PUT_PHONE]: { status: 200, body: partner() } });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Festnetznummer ändern/ }));
    const dialog = screen.getByRole('dialog', { name: texts.phoneDialog.landlineTitle });
    const number = within(dialog).getByLabelText(texts.phoneDialog.number);
    await user.clear(number);
    await user.type(number, '0732 / 99 88-77');
    const extension = within(dialog).getByLabelText(texts.phoneDialog.extension);
    await user.clear(extension);
    await user.type(extension, '4711');
    await user.click(within(dialog).getByRole('button', { name: t.save }));

    expect(await screen.findByText(t.saved.landline)).toBeInTheDocument();
    expect(bodyOf(calls, 'PUT', '/service/v1.0/business-partners/1000000001/phone')).toEqual({
      type: 'LANDLINE',
      country: 'AT',
      number: '0732 / 99 88-77',
      extension: '4711',
    });
  });

  it('keeps the phone rule and the extension limit', async () => {
    const { calls } = installFakeFetch({ [GET_PROFILE]: { status: 200, body: profile() } });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Festnetznummer ändern/ }));
    const dialog = screen.getByRole('dialog');
    const number = within(dialog).getByLabelText(texts.phoneDialog.number);
    await user.clear(number);
    await user.type(number, '0732 (123)');
    expect(within(dialog).getByLabelText(texts.phoneDialog.extension)).toHaveAttribute('maxlength', '4');
    expect(number).toHaveAttribute('maxlength', '15');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(texts.phoneDialog.numberInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s field errors and profile.business_partner.update_phone.error.general', async () => {
    installFakeFetch({
      [GET_PROFILE]: { status: 200, body: profile() },
      [PUT_PHONE]: [{ status: 400, body: [{ path: 'number', message: 'Diese Nummer ist ungültig.', number: 2 }] }, { status: 409 }],
    });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Festnetznummer ändern/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText('Diese Nummer ist ungültig.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.phoneDialog.error);
  });
});

describe('profile page: mobile dialog with confirmation code', () => {
  const PUT_PHONE = 'PUT /service/v1.0/business-partners/1000000001/phone';
  const PUT_CONFIRM = 'PUT /service/v1.0/business-partners/1000000001/phone/confirm';
  const c = texts.mobileCode;

  async function requestCode(confirmAnswers: { status: number; body?: unknown }[]) {
    const fake = installFakeFetch({
      [GET_PROFILE]: { status: 200, body: profile() },
      [PUT_PHONE]: { status: 200, body: { ...partner(), mobilePending: { number: '+43 660 7654321', country: 'AT' } } },
      [PUT_CONFIRM]: confirmAnswers,
    });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Mobilnummer ändern/ }));
    const numberDialog = screen.getByRole('dialog', { name: texts.phoneDialog.mobileTitle });
    expect(within(numberDialog).queryByLabelText(texts.phoneDialog.extension)).not.toBeInTheDocument();
    const number = within(numberDialog).getByLabelText(texts.phoneDialog.number);
    await user.clear(number);
    await user.type(number, '+43 660 7654321');
    await user.click(within(numberDialog).getByRole('button', { name: texts.phoneDialog.sendCode }));
    const codeDialog = await screen.findByRole('dialog', { name: c.title });
    expect(within(codeDialog).getByText(c.sent('+43 660 7654321'))).toBeInTheDocument();
    return { ...fake, user, codeDialog };
  }

  it('sends the new number, then the code; success says Aktivierung erfolgreich!', async () => {
    const { calls, user, codeDialog } = await requestCode([{ status: 200, body: partner() }]);
    expect(bodyOf(calls, 'PUT', '/service/v1.0/business-partners/1000000001/phone')).toEqual({
      type: 'MOBILE',
      country: 'AT',
      number: '+43 660 7654321',
    });
    await user.type(within(codeDialog).getByLabelText(c.code), 'k7q2m9');
    await user.click(within(codeDialog).getByRole('button', { name: c.submit }));

    expect(await screen.findByText(c.success)).toBeInTheDocument();
    expect(screen.getByText(c.eCommunicationActivated)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodyOf(calls, 'PUT', '/service/v1.0/business-partners/1000000001/phone/confirm')).toEqual({ code: 'K7Q2M9' });
  });

  it('moves the focus to the code field when the code step opens, and Tab stays in the dialog', async () => {
    const { user, codeDialog } = await requestCode([{ status: 200, body: partner() }]);
    const code = within(codeDialog).getByLabelText(c.code);
    await waitFor(() => expect(code).toHaveFocus());
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(codeDialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('requires the code with letters and digits only', async () => {
    const { calls, user, codeDialog } = await requestCode([{ status: 200, body: partner() }]);
    await user.click(within(codeDialog).getByRole('button', { name: c.submit }));
    expect(await within(codeDialog).findByText(c.codeRequired)).toBeInTheDocument();
    await user.type(within(codeDialog).getByLabelText(c.code), 'AB-12!');
    await user.click(within(codeDialog).getByRole('button', { name: c.submit }));
    expect(await within(codeDialog).findByText(c.codeInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/phone/confirm'))).toBe(false);
  });

  it('says to check the activation code on 404 and to try later on other failures', async () => {
    const { user, codeDialog } = await requestCode([{ status: 404, body: { type: 'NOT_FOUND', message: 'x' } }, { status: 409 }]);
    await user.type(within(codeDialog).getByLabelText(c.code), 'ABC123');
    await user.click(within(codeDialog).getByRole('button', { name: c.submit }));
    expect(await within(codeDialog).findByRole('alert')).toHaveTextContent(c.notFound);

    await user.click(within(codeDialog).getByRole('button', { name: c.submit }));
    await waitFor(() => expect(within(codeDialog).getByRole('alert')).toHaveTextContent(c.failed));
    expect(screen.queryByText(c.success)).not.toBeInTheDocument();
  });
});

describe('profile page: a mobile number waiting for its code', () => {
  it('offers the code step again after the dialog was closed', async () => {
    const { calls } = installFakeFetch({
      [GET_PROFILE]: { status: 200, body: profile() },
      'PUT /service/v1.0/business-partners/1000000001/phone': {
        status: 200,
        body: { ...partner(), mobilePending: { number: '+43 660 7654321', country: 'AT' } },
      },
      'PUT /service/v1.0/business-partners/1000000001/phone/confirm': { status: 200, body: partner() },
    });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Mobilnummer ändern/ }));
    const number = within(screen.getByRole('dialog')).getByLabelText(texts.phoneDialog.number);
    await user.clear(number);
    await user.type(number, '+43 660 7654321');
    await user.click(screen.getByRole('button', { name: texts.phoneDialog.sendCode }));
    await screen.findByRole('dialog', { name: texts.mobileCode.title });
    await user.keyboard('{Escape}');

    const max = screen.getByRole('region', { name: 'Max Mustermann (1000000001)' });
    expect(max).toHaveTextContent(t.mobilePending('+43 660 7654321'));
    await user.click(within(max).getByRole('button', { name: /^Bestätigungscode eingeben/ }));
    const codeDialog = screen.getByRole('dialog', { name: texts.mobileCode.title });
    await user.type(within(codeDialog).getByLabelText(texts.mobileCode.code), 'ABC123');
    await user.click(within(codeDialog).getByRole('button', { name: texts.mobileCode.submit }));

    expect(await screen.findByText(texts.mobileCode.success)).toBeInTheDocument();
    expect(within(max).queryByRole('button', { name: /^Bestätigungscode eingeben/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/phone'))).toHaveLength(1);
  });
});
