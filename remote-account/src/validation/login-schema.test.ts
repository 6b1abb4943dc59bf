import { texts } from '../texts';
import { validateLogin } from './login-schema';

describe('login rules (portal-processes §5 "Login")', () => {
  it('accepts a username and a password', () => {
    expect(validateLogin({ username: 'max.mustermann', password: 'x' })).toEqual({});
  });

  it('requires both fields; blanks are no username', () => {
    expect(validateLogin({ username: '   ', password: '' })).toEqual({
      username: texts.login.usernameRequired,
      password: texts.login.passwordRequired,
    });
  });
});
