import { dispatchMail } from '../../src/consumption/dispatch-mail';
import { likePattern } from '../../src/consumption/queries';

describe('dispatch mail', () => {
  it('names the dispatch, the meter point and the new state', () => {
    expect(dispatchMail('AT1', 'PROFILE_DAILY_DISPATCH', 'DEACTIVATE')).toEqual({
      subject: 'Lastprofil-Versand deaktiviert',
      text: 'Der tägliche Versand der Lastprofildaten für den Zählpunkt AT1 wurde deaktiviert.',
      html: '<p>Der tägliche Versand der Lastprofildaten für den Zählpunkt AT1 wurde deaktiviert.</p>',
    });
    expect(dispatchMail('AT1', 'PROFILE_MONTHLY_DISPATCH', 'ACTIVATE').subject).toBe('Lastprofil-Versand aktiviert');
  });
});

describe('profile list filter', () => {
  it('matches the text anywhere, case-insensitively, with LIKE wildcards taken literally', () => {
    expect(likePattern('  Linden ')).toBe('%linden%');
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(likePattern('   ')).toBeNull();
    expect(likePattern(undefined)).toBeNull();
  });
});
