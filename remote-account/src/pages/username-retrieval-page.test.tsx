import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { texts } from '../texts';
import { renderPage } from '../test/render-page';
import UsernameRetrievalPage from './username-retrieval-page';

const t = texts.usernameRetrieval;
const r = texts.registration;
const POST_RETRIEVE = 'POST /service/v1.0/username/retrieve';

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => scrollTo.mockRestore());

const renderRetrieval = () => renderPage(UsernameRetrievalPage, '/username/retrieve', { loggedOut: 'never' });

async function fillIn(digits: string, meterNumber: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: r.meterPoint }), digits);
  if (meterNumber) await user.type(screen.getByRole('textbox', { name: t.meterNumber }), meterNumber);
  await user.click(screen.getByRole('button', { name: t.submit }));
  return user;
}

describe('username retrieval page', () => {
  it('sends the 33-character meter point and the meter number, then shows the success', async () => {
    const { calls } = installFakeFetch({ [POST_RETRIEVE]: { status: 204 } });
    renderRetrieval();
    expect(screen.getByRole('radiogroup', { name: r.branch })).toBeInTheDocument();
    await fillIn('0000100001', '0012345678');

    const success = await screen.findByText(t.success);
    await waitFor(() => expect(success.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('form', { name: t.formLabel })).not.toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/service/v1.0/username/retrieve');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      meterPointAdministrationNumber: 'AT0030000000000000000000000100001',
      meterNumber: '0012345678',
    });
  });

  it('shows the same success when the service answers otherwise (it never tells whether an account exists)', async () => {
    const { store } = (() => {
      installFakeFetch({ [POST_RETRIEVE]: { status: 429, body: { type: 'RATE_LIMITED', message: 'Zu viele Versuche.' } } });
      return renderRetrieval();
    })();
    await fillIn('0000100001', '0012345678');
    expect(await screen.findByText(t.success)).toBeInTheDocument();
    expect(store.getState().appStatus.generalError).toBeNull();
  });

  it('puts server field errors on the fields', async () => {
    installFakeFetch({
      [POST_RETRIEVE]: { status: 400, body: [{ path: 'meterNumber', message: 'Die Zählernummer ist ungültig.', number: 2 }] },
    });
    renderRetrieval();
    await fillIn('0000100001', '0012345678');
    const field = screen.getByRole('textbox', { name: t.meterNumber });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Die Zählernummer ist ungültig\./);
    expect(screen.queryByText(t.success)).not.toBeInTheDocument();
  });

  it('needs all 10 digits of the meter point and a meter number of at most 10 characters', async () => {
    const { calls } = installFakeFetch({ [POST_RETRIEVE]: { status: 204 } });
    renderRetrieval();
    await fillIn('12345', '');
    expect(await screen.findByText(r.meterPointLength)).toBeInTheDocument();
    expect(screen.getByText(t.meterNumberRequired)).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('textbox', { name: t.meterNumber }), '12345678901');
    await userEvent.setup().tab();
    expect(await screen.findByText(t.meterNumberTooLong)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
