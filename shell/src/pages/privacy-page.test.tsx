import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOKIE_CONSENT_STORAGE_KEY } from '../cookies/cookie-consent';
import PrivacyPage from './privacy-page';

// The managed text as the content service delivers it, with its cookie-settings link.
jest.mock('@portal/shared/content/content-block.tsx', () => ({
  ContentBlock: () => (
    <p>
      Ihre Auswahl können Sie jederzeit ändern: <a href="#cookie-settings">Cookie-Einstellungen</a>
    </p>
  ),
}));

describe('privacy page', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens the cookie settings from the link in the text; necessary cookies stay on, statistics are opt-in', async () => {
    render(<PrivacyPage />);
    await userEvent.click(screen.getByRole('link', { name: 'Cookie-Einstellungen' }));

    const dialog = screen.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(dialog).toBeInTheDocument();
    const necessary = screen.getByRole('checkbox', { name: /Notwendige Cookies/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const statistics = screen.getByRole('checkbox', { name: /Statistik-Cookies/ });
    expect(statistics).not.toBeChecked();

    await userEvent.click(statistics);
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? '{}')).toEqual({
      necessary: true,
      statistics: true,
    });
  });

  it('shows the stored choice when opened again and keeps it on cancel', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, statistics: true }));
    render(<PrivacyPage />);
    await userEvent.click(screen.getByRole('link', { name: 'Cookie-Einstellungen' }));
    const statistics = screen.getByRole('checkbox', { name: /Statistik-Cookies/ });
    expect(statistics).toBeChecked();
    await userEvent.click(statistics);
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? '{}').statistics).toBe(true);
  });
});
