import { screen } from '@testing-library/react';
import { renderPortal, demoUser, fakeAccount } from '../test-support/render-portal';
import { loadRemoteRoutes } from './load-remotes';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

describe('loading the remotes', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    registerRemotes.mockReset();
  });

  it('registers every remote of remotes.json and reports the one that fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    loadRemote.mockImplementation(async (id: string) => {
      if (id === 'remote_account/routes') return { default: fakeAccount };
      throw new Error('Failed to get manifest');
    });
    const results = await loadRemoteRoutes({
      remote_account: '/remotes/remote-account/mf-manifest.json',
      remote_dashboard: 'http://cdn.example/dashboard/mf-manifest.json',
    });
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'remote_account', entry: 'http://localhost/remotes/remote-account/mf-manifest.json' },
        { name: 'remote_dashboard', entry: 'http://cdn.example/dashboard/mf-manifest.json' },
      ],
      { force: true },
    );
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['remote_account', 'loaded'],
      ['remote_dashboard', 'failed'],
    ]);
  });

  it('treats a remote that does not answer in time as failed', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    loadRemote.mockImplementation(() => new Promise(() => {}));
    const results = await loadRemoteRoutes({ remote_dashboard: '/x/mf-manifest.json' }, 20);
    expect(results[0]).toMatchObject({ name: 'remote_dashboard', status: 'failed' });
  });

  it('shows the area-unavailable panel on a failed remote’s paths while other routes keep working', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    loadRemote.mockImplementation(async (id: string) => {
      if (id === 'remote_account/routes') return { default: fakeAccount };
      throw new Error('down');
    });
    const results = await loadRemoteRoutes({ remote_account: '/a.json', remote_dashboard: '/d.json' });
    renderPortal({ path: '/portal/dashboard', session: { authenticated: true, user: demoUser }, results });
    expect(await screen.findByText('Dieser Bereich ist derzeit nicht verfügbar.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('keeps the other remote’s routes working', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    loadRemote.mockImplementation(async (id: string) => {
      if (id === 'remote_account/routes') return { default: fakeAccount };
      throw new Error('down');
    });
    const results = await loadRemoteRoutes({ remote_account: '/a.json', remote_dashboard: '/d.json' });
    renderPortal({ path: '/portal/profile', session: { authenticated: true, user: demoUser }, results });
    expect(await screen.findByText('Profil')).toBeInTheDocument();
    expect(screen.queryByText('Dieser Bereich ist derzeit nicht verfügbar.')).not.toBeInTheDocument();
  });
});
