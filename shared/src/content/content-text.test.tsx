import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureHttpClient } from '../http/client';
import { installFakeFetch } from '../http/fake-fetch';
import { portalApi } from '../http/portal-api';
import { useContentText } from './content-text';

function Message({ skip }: { skip?: boolean }) {
  return <p>{useContentText('api-token.generate.message.error', 'Eingebauter Text', { skip })}</p>;
}

function renderMessage(skip?: boolean) {
  const store = configureStore({
    reducer: { [portalApi.reducerPath]: portalApi.reducer },
    middleware: (getDefault) => getDefault().concat(portalApi.middleware),
  });
  return render(
    <Provider store={store}>
      <Message skip={skip} />
    </Provider>,
  );
}

const generalError = jest.fn();
beforeEach(() => {
  generalError.mockClear();
  configureHttpClient({ onMaintenance: jest.fn(), onLoggedOut: jest.fn(), onServerError: jest.fn(), onGeneralError: generalError });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('useContentText', () => {
  it('shows the content service text of the key once loaded', async () => {
    installFakeFetch({
      '/service/v1.0/contents/plain/api-token.generate.message.error': {
        status: 200,
        body: { key: 'api-token.generate.message.error', header: 'Fehler', body: '<p>Text vom Server</p>', bodyText: 'Text vom Server' },
      },
    });
    renderMessage();
    expect(screen.getByText('Eingebauter Text')).toBeInTheDocument();
    expect(await screen.findByText('Text vom Server')).toBeInTheDocument();
  });

  it('keeps the fallback when the key is missing, without a global error', async () => {
    const { fetchMock } = installFakeFetch({});
    renderMessage();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.getByText('Eingebauter Text')).toBeInTheDocument();
    expect(generalError).not.toHaveBeenCalled();
  });

  it('loads nothing when skipped', async () => {
    const { fetchMock } = installFakeFetch({});
    renderMessage(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Eingebauter Text')).toBeInTheDocument();
  });
});
