import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, type FakeAnswer } from '@portal/shared/http/fake-fetch';
import { partner, profile } from '../test/account-fixtures';
import { renderPage, testUser } from '../test/render-page';
import { texts } from '../texts';
import ProfilePage from './profile-page';

const t = texts.addressDialog;
const PUT_ADDRESS = 'PUT /service/v1.0/business-partners/1000000001/address';
const CITIES_4020 = 'GET /service/autocomplete/city?postcode=4020';
const CITIES_4061 = 'GET /service/autocomplete/city?postcode=4061';
const STREETS = 'GET /service/autocomplete/street';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

async function openAddressDialog(routes: Record<string, FakeAnswer | FakeAnswer[]>) {
  const fake = installFakeFetch({
    'GET /service/v1.0/profiles': { status: 200, body: profile() },
    [CITIES_4020]: { status: 200, body: { '40101': 'Linz' } },
    [STREETS]: { status: 200, body: ['Landstraße', 'Lederergasse', 'Lessingstraße'] },
    ...routes,
  });
  renderPage(ProfilePage, '/portal/profile', { user: testUser() });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Adresse ändern/ }));
  const dialog = screen.getByRole('dialog', { name: t.title });
  return { ...fake, user, dialog };
}

const putBody = (calls: { method: string; url: string; body?: string }[]) =>
  JSON.parse(calls.find((call) => call.method === 'PUT')?.body ?? 'null');

describe('address dialog: Austria', () => {
  it('starts with the stored address, Austria and the city of the postcode lookup', async () => {
    const { dialog } = await openAddressDialog({});
    expect(within(dialog).getByLabelText(t.country)).toHaveValue('AT');
    expect(within(dialog).getByLabelText(t.postcode)).toHaveValue('4020');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: t.city })).toHaveValue('Linz'));
    expect(within(dialog).getByRole('combobox', { name: t.street })).toHaveValue('Landstraße');
    expect(within(dialog).getByLabelText(t.floor)).toHaveValue('3');
    const city = within(dialog).getByRole('combobox', { name: t.city });
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([t.cityChoose, 'Linz']);
  });

  it('fills the cities from a new postcode, offers the streets of the chosen city and sends the address', async () => {
    const { user, dialog, calls } = await openAddressDialog({
      [CITIES_4061]: { status: 200, body: { '41011': 'Pasching', '41012': 'Langholzfeld' } },
      [PUT_ADDRESS]: { status: 200, body: partner() },
    });
    const postcode = within(dialog).getByLabelText(t.postcode);
    await user.clear(postcode);
    await user.type(postcode, '4061');
    const city = within(dialog).getByRole('combobox', { name: t.city });
    await waitFor(() => expect(within(city).getAllByRole('option')).toHaveLength(3));
    // Two places: the user chooses.
    expect(city).toHaveValue('');
    await user.selectOptions(city, 'Pasching');

    const street = within(dialog).getByRole('combobox', { name: t.street });
    await user.clear(street);
    await user.type(street, 'Le');
    const listbox = await within(dialog).findByRole('listbox', { name: t.street });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Landstraße', 'Lederergasse', 'Lessingstraße']);
    await waitFor(() => expect(calls.some((call) => call.url === '/service/autocomplete/street?city-code=41011&query=Le')).toBe(true));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(street).toHaveValue('Lederergasse');

    const housenumber = within(dialog).getByLabelText(t.housenumber);
    await user.clear(housenumber);
    await user.type(housenumber, '7');
    await user.clear(within(dialog).getByLabelText(t.floor));
    await user.clear(within(dialog).getByLabelText(t.room));
    await user.click(within(dialog).getByRole('button', { name: texts.profile.save }));

    expect(await screen.findByText(texts.profile.saved.address)).toBeInTheDocument();
    expect(putBody(calls)).toEqual({ country: 'AT', postcode: '4061', city: 'Pasching', street: 'Lederergasse', housenumber: '7' });
  });

  it('takes a street that is not among the suggestions', async () => {
    const { user, dialog, calls } = await openAddressDialog({ [PUT_ADDRESS]: { status: 200, body: partner() } });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: t.city })).toHaveValue('Linz'));
    const street = within(dialog).getByRole('combobox', { name: t.street });
    await user.clear(street);
    await user.type(street, 'Neue Siedlung');
    await user.click(within(dialog).getByRole('button', { name: texts.profile.save }));
    await screen.findByText(texts.profile.saved.address);
    expect(putBody(calls)).toMatchObject({ city: 'Linz', street: 'Neue Siedlung' });
  });

  it('says when no place has the postcode and does not send', async () => {
    const { user, dialog, calls } = await openAddressDialog({ 'GET /service/autocomplete/city?postcode=9999': { status: 200, body: {} } });
    const postcode = within(dialog).getByLabelText(t.postcode);
    await user.clear(postcode);
    await user.type(postcode, '9999');
    expect(await within(dialog).findByText(t.cityNone)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.profile.save }));
    await waitFor(() => expect(within(dialog).getByLabelText(t.postcode)).toHaveValue('9999'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('checks postcode, street and house number before sending', async () => {
    const { user, dialog, calls } = await openAddressDialog({});
    const postcode = within(dialog).getByLabelText(t.postcode);
    await user.clear(postcode);
    await user.type(postcode, '402');
    await user.clear(within(dialog).getByRole('combobox', { name: t.street }));
    await user.clear(within(dialog).getByLabelText(t.housenumber));
    await user.click(within(dialog).getByRole('button', { name: texts.profile.save }));
    expect(await within(dialog).findByText(t.postcodeTooShort)).toBeInTheDocument();
    expect(within(dialog).getByText(t.streetRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(t.housenumberRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('falls back to a free-text city when the lookup fails', async () => {
    const { dialog } = await openAddressDialog({ [CITIES_4020]: { status: 503 } });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: t.city })).toHaveValue('Linz'));
  });
});

describe('address dialog: other countries and errors', () => {
  it('uses free text for city and street outside Austria', async () => {
    const { user, dialog, calls } = await openAddressDialog({ [PUT_ADDRESS]: { status: 200, body: partner() } });
    await user.selectOptions(within(dialog).getByLabelText(t.country), 'Deutschland');
    const postcode = within(dialog).getByLabelText(t.postcode);
    await user.clear(postcode);
    await user.type(postcode, '80331');
    const city = within(dialog).getByRole('textbox', { name: t.city });
    await user.clear(city);
    await user.type(city, 'München');
    const street = within(dialog).getByRole('textbox', { name: t.street });
    await user.clear(street);
    await user.type(street, 'Marienplatz');
    await user.click(within(dialog).getByRole('button', { name: texts.profile.save }));
    await screen.findByText(texts.profile.saved.address);
    expect(putBody(calls)).toEqual({
      country: 'DE',
      postcode: '80331',
      city: 'München',
      street: 'Marienplatz',
      housenumber: '12',
      floor: '3',
      room: '4',
    });
    expect(calls.some((call) => call.url.includes('postcode=80331'))).toBe(false);
  });

  it('puts server errors on their fields and shows update_address.error.general otherwise', async () => {
    const { user, dialog } = await openAddressDialog({
      [PUT_ADDRESS]: [
        { status: 400, body: [{ path: 'housenumber', message: 'Die Hausnummer ist zu lang.', number: 3 }] },
        { status: 404, body: { type: 'NOT_FOUND', message: 'x' } },
      ],
    });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: t.city })).toHaveValue('Linz'));
    await user.click(within(dialog).getByRole('button', { name: texts.profile.save }));
    expect(await within(dialog).findByText('Die Hausnummer ist zu lang.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t.housenumber)).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: texts.profile.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.error);
    expect(screen.queryByText(texts.profile.saved.address)).not.toBeInTheDocument();
  });
});
