import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { formatDate } from '@portal/shared/format/date';
import { isoDateYearsAgo } from '@portal/shared/format/date-input';
import { METER_POINT_PREFIX_LABEL } from '@portal/shared/forms/meter-point-field.tsx';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { texts } from '../texts';
import { renderPage } from '../test/render-page';
import RegistrationPage from './registration-page';

const t = texts.registration;
const pw = texts.changePassword;
const POST_REGISTRATION = 'POST /service/v1.0/registrations';

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => scrollTo.mockRestore());

const renderRegistration = () => renderPage(RegistrationPage, '/registration', { loggedOut: 'never' });

/** Fills a complete registration with the customer number as identifier. */
async function fillIn(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Gas' }));
  await user.type(screen.getByRole('textbox', { name: t.meterPoint }), '0000100002');
  await user.type(screen.getByRole('textbox', { name: t.meterNumber }), '1GMH0099001');
  await user.selectOptions(screen.getByRole('combobox', { name: t.identifierType }), t.identifierTypes.BUSINESS_PARTNER_NUMBER);
  await user.type(screen.getByRole('textbox', { name: t.businessPartnerNumber }), '1000099001');
  await user.type(screen.getByRole('textbox', { name: t.email }), 'anna.berger@example.at');
  await user.type(screen.getByRole('textbox', { name: t.login }), 'anna.berger');
  await user.type(screen.getByLabelText(t.password), 'Sonne!Berg7');
  await user.click(screen.getByRole('checkbox', { name: /Nutzungsbedingungen/ }));
  await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
}

describe('registration page: date of birth calendar', () => {
  it('offers the years from 18 to 120 years back, not 1900 to 2099', async () => {
    installFakeFetch({});
    renderRegistration();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: t.identifierType }), t.identifierTypes.DATE_OF_BIRTH);
    await user.click(screen.getByRole('button', { name: `Kalender öffnen: ${t.dateOfBirth}` }));
    const years = within(screen.getByRole('combobox', { name: 'Jahr' }))
      .getAllByRole('option')
      .map((option) => Number(option.textContent));
    const thisYear = Number(isoDateYearsAgo(0).slice(0, 4));
    expect(years[0]).toBe(thisYear - 18);
    expect(years[years.length - 1]).toBe(thisYear - 120);
    expect(years).toHaveLength(103);
  });
});

describe('registration page: form', () => {
  it('asks for the branch in a labelled group and shows the meter point prefix of the branch', () => {
    installFakeFetch({});
    renderRegistration();
    const branch = screen.getByRole('radiogroup', { name: t.branch });
    expect(within(branch).getByRole('radio', { name: 'Strom' })).toBeChecked();
    expect(within(branch).getByRole('radio', { name: 'Gas' })).not.toBeChecked();
    const meterPoint = screen.getByRole('textbox', { name: t.meterPoint });
    expect(meterPoint).toHaveValue('');
    expect(meterPoint).toHaveAccessibleDescription(`${METER_POINT_PREFIX_LABEL} AT 003000 00000 0000000000 ${t.meterPointHint}`);
  });

  it('shows only the field of the chosen identifier', async () => {
    installFakeFetch({});
    renderRegistration();
    const user = userEvent.setup();
    const type = screen.getByRole('combobox', { name: t.identifierType });
    expect(screen.queryByRole('textbox', { name: t.businessPartnerNumber })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: t.dateOfBirth })).not.toBeInTheDocument();

    await user.selectOptions(type, t.identifierTypes.DATE_OF_BIRTH);
    // Default: 18 years ago, as DD.MM.YYYY.
    expect(screen.getByRole('textbox', { name: t.dateOfBirth })).toHaveValue(formatDate(isoDateYearsAgo(18)));
    expect(screen.queryByRole('textbox', { name: t.lastName })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: t.contractAccountNumber })).not.toBeInTheDocument();

    await user.selectOptions(type, t.identifierTypes.LAST_NAME);
    expect(screen.getByRole('textbox', { name: t.lastName })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.contractAccountNumber })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.postcode })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: t.dateOfBirth })).not.toBeInTheDocument();

    await user.selectOptions(type, t.identifierTypes.COMMERCIAL_REGISTER);
    expect(screen.getByRole('textbox', { name: t.commercialRegister })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: t.lastName })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: t.postcode })).not.toBeInTheDocument();
  });

  it('links the general terms and the privacy policy, opening in a new tab', () => {
    installFakeFetch({});
    renderRegistration();
    const terms = screen.getByRole('link', { name: /^Nutzungsbedingungen/ });
    expect(terms).toHaveAttribute('href', '/termsOfService');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAccessibleName(`Nutzungsbedingungen${t.opensInNewTab}`);
    expect(screen.getByRole('link', { name: /^Datenschutzerklärung/ })).toHaveAttribute('href', '/privacy');
  });

  it('explains the password rule, including that it must not equal the username', async () => {
    installFakeFetch({});
    renderRegistration();
    const user = userEvent.setup();
    const password = screen.getByLabelText(t.password);
    expect(password).toHaveAccessibleDescription(/darf nicht mit Ihrem Benutzernamen übereinstimmen/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(screen.getByRole('textbox', { name: t.login }), 'Anna.Berger!');
    await user.type(password, 'anna.bergeR!');
    await user.tab();
    expect(await screen.findByText(pw.equalsUsername)).toBeInTheDocument();
  });

  it('does not send an incomplete form and names what is missing', async () => {
    const { calls } = installFakeFetch({});
    renderRegistration();
    await userEvent.setup().click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText(t.meterPointRequired)).toBeInTheDocument();
    for (const message of [
      t.meterNumberRequired,
      t.identifierTypeRequired,
      t.emailRequired,
      t.loginRequired,
      t.passwordRequired,
      t.acceptGeneralTermsRequired,
      t.acceptPrivacyPolicyRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: t.meterPoint })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('registration page: submit', () => {
  it('sends the chosen identifier only, the meter point as 33 characters, and asks to check the e-mail', async () => {
    const { calls } = installFakeFetch({ [POST_REGISTRATION]: { status: 204 } });
    renderRegistration();
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: t.submit }));

    const success = await screen.findByText(t.successTitle);
    await waitFor(() => expect(success.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByText(t.success('anna.berger@example.at'))).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.queryByRole('form', { name: t.formLabel })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.toLogin })).toHaveAttribute('href', '/login');

    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/service/v1.0/registrations');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      additionalInformationType: 'BUSINESS_PARTNER_NUMBER',
      businessPartnerNumber: '1000099001',
      email: 'anna.berger@example.at',
      meterPointAdministrationNumber: 'AT0030000000000000000000000100002',
      meterNumber: '1GMH0099001',
      login: 'anna.berger',
      password: 'Sonne!Berg7',
      acceptGeneralTerms: true,
      acceptPrivacyPolicy: true,
    });
  });

  it('sends the date of birth as an ISO local date', async () => {
    const { calls } = installFakeFetch({ [POST_REGISTRATION]: { status: 204 } });
    renderRegistration();
    const user = userEvent.setup();
    await fillIn(user);
    await user.selectOptions(screen.getByRole('combobox', { name: t.identifierType }), t.identifierTypes.DATE_OF_BIRTH);
    const date = screen.getByRole('textbox', { name: t.dateOfBirth });
    await user.clear(date);
    await user.type(date, '14.03.1975');
    await user.click(screen.getByRole('button', { name: t.submit }));

    await screen.findByText(t.successTitle);
    const body = JSON.parse(calls.find((call) => call.method === 'POST')?.body ?? '{}') as Record<string, unknown>;
    expect(body.additionalInformationType).toBe('DATE_OF_BIRTH');
    expect(body.dateOfBirth).toBe('1975-03-14');
    expect(body).not.toHaveProperty('businessPartnerNumber');
  });

  it('puts server errors on their fields and the unmatched data at the top of the form', async () => {
    installFakeFetch({
      [POST_REGISTRATION]: {
        status: 400,
        body: [
          { path: 'login', message: 'Dieser Benutzername ist bereits vergeben.', number: 6 },
          { path: 'general', message: 'Die Angaben passen zu keinem Kunden ohne Benutzerkonto.', number: 6 },
        ],
      },
    });
    const { store } = renderRegistration();
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText('Dieser Benutzername ist bereits vergeben.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.login })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: t.login })).toHaveAccessibleDescription(/bereits vergeben/);
    expect(within(screen.getByRole('alert')).getByText('Die Angaben passen zu keinem Kunden ohne Benutzerkonto.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: t.formLabel })).toBeInTheDocument();
    expect(screen.queryByText(t.successTitle)).not.toBeInTheDocument();
    expect(store.getState().appStatus.generalError).toBeNull();
  });

  it('shows the general registration error on another failure, the service’s text when rate limited', async () => {
    installFakeFetch({
      [POST_REGISTRATION]: [
        { status: 409 },
        { status: 429, body: { type: 'RATE_LIMITED', message: 'Zu viele Versuche. Bitte warten Sie eine Minute.' } },
      ],
    });
    const { store } = renderRegistration();
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: t.submit }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.errorGeneral);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(store.getState().appStatus.generalError).toBeNull();

    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText('Zu viele Versuche. Bitte warten Sie eine Minute.')).toBeInTheDocument();
    expect(screen.queryByText(t.errorGeneral)).not.toBeInTheDocument();
  });
});
