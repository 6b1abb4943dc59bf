import { act, screen } from '@testing-library/react';
import { installFakeFetch } from '@portal/shared/http/fake-fetch';
import { portalApi } from '@portal/shared/http/portal-api';
import { renderInPortal, testUser } from '@portal/shared/testing/render-in-portal.tsx';
import { NavigationCountBadge } from './navigation-count-badge';

const count = { path: '/partner-processes/count', tag: 'PartnerProcess', label: 'laufende Anträge' };

describe('NavigationCountBadge', () => {
  it('shows the count with what it counts for screen readers, and loads it again when its tag is invalidated', async () => {
    const { calls } = installFakeFetch({
      'GET /service/partner-processes/count': [
        { status: 200, body: { count: 3 } },
        { status: 200, body: { count: 4 } },
      ],
    });
    const { store } = renderInPortal(<NavigationCountBadge count={count} />, { path: '/portal/dashboard', session: { user: testUser() } });
    const badge = await screen.findByTestId('navigation-count');
    expect(badge).toHaveTextContent('3 laufende Anträge');

    act(() => {
      store.dispatch(portalApi.util.invalidateTags(['PartnerProcess']));
    });
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/service/partner-processes/count')).toHaveLength(2);
  });

  it('shows nothing for zero or when the count cannot be loaded', async () => {
    installFakeFetch({ 'GET /service/partner-processes/count': { status: 200, body: { count: 0 } } });
    const first = renderInPortal(<NavigationCountBadge count={count} />, { path: '/portal/dashboard', session: { user: testUser() } });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByTestId('navigation-count')).not.toBeInTheDocument();
    first.unmount();

    installFakeFetch({ 'GET /service/partner-processes/count': { status: 500 } });
    renderInPortal(<NavigationCountBadge count={count} />, { path: '/portal/dashboard', session: { user: testUser() } });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByTestId('navigation-count')).not.toBeInTheDocument();
  });
});
