import { act, fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { generalErrorOccurred } from '@portal/shared/state/app-status';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import { GeneralErrorBanner } from './general-error-banner';

const page = (
  <>
    <GeneralErrorBanner />
    <Routes>
      <Route path="/portal/dashboard" element={<Link to="/portal/profile">Meine Daten</Link>} />
      <Route path="/portal/profile" element={<p>Profil</p>} />
    </Routes>
  </>
);

describe('general-error banner', () => {
  it('is absent while no call failed', () => {
    renderInPortal(page, { path: '/portal/dashboard', session: { user: testUser() } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a failed call with its code and closes on request', () => {
    const { store } = renderInPortal(page, { path: '/portal/dashboard', session: { user: testUser() } });
    act(() => {
      store.dispatch(generalErrorOccurred(404));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Ein Fehler ist aufgetreten');
    expect(alert).toHaveTextContent('Fehlercode 404');
    fireEvent.click(screen.getByRole('button', { name: 'Meldung schließen' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getState().appStatus.generalError).toBeNull();
  });

  it('says the server is unreachable on a network failure and goes away on the next page', () => {
    const { store } = renderInPortal(page, { path: '/portal/dashboard', session: { user: testUser() } });
    act(() => {
      store.dispatch(generalErrorOccurred(0));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('nicht erreichbar');
    fireEvent.click(screen.getByRole('link', { name: 'Meine Daten' }));
    expect(screen.getByText('Profil')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
