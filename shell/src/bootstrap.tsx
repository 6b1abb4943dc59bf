import '@portal/shared/ui/theme.css';
import './shell.css';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { checkSession } from '@portal/shared/state/session';
import { composePortal } from './app/compose-portal';
import { PageSpinner } from './pages/page-spinner';
import { buildRouteObjects } from './routing/route-objects';
import { createPortalStore } from './state/store';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing in index.html');
  const root = createRoot(container);
  root.render(<PageSpinner label="Das Kundenportal wird geladen …" />);

  const { store, injectSlices } = createPortalStore();
  // The session check runs while the remotes load; guards wait for it (status unknown → spinner).
  void store.dispatch(checkSession());
  const { routes } = await composePortal(injectSlices);

  const router = createBrowserRouter(buildRouteObjects(routes), { basename: '/app' });
  root.render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

void start();
