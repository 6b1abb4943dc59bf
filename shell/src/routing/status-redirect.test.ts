import { statusRedirect } from './status-redirect';

const none = { maintenance: false, serverErrorCode: null };

describe('statusRedirect', () => {
  it('sends a pending server error to its error page', () => {
    expect(statusRedirect('/portal/dashboard', { maintenance: false, serverErrorCode: 502 })).toBe('/error/502');
    expect(statusRedirect('/error/502', { maintenance: false, serverErrorCode: 502 })).toBeNull();
    expect(statusRedirect('/error/500', { maintenance: false, serverErrorCode: 502 })).toBe('/error/502');
  });

  it('sends maintenance to the maintenance page, before any error', () => {
    expect(statusRedirect('/login', { maintenance: true, serverErrorCode: 500 })).toBe('/maintenance');
    expect(statusRedirect('/maintenance', { maintenance: true, serverErrorCode: null })).toBeNull();
  });

  it('sends the error and maintenance pages to the dashboard when nothing is pending', () => {
    expect(statusRedirect('/maintenance', none)).toBe('/portal/dashboard');
    expect(statusRedirect('/error/500', none)).toBe('/portal/dashboard');
    expect(statusRedirect('/portal/profile', none)).toBeNull();
  });
});
