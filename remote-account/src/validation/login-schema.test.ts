import { texts } from '../texts';
import { loginSchema } from './login-schema';

async function messages(values: { username: string; password: string }) {
  const result = await loginSchema.validate(values, { abortEarly: false }).then(
    () => [] as string[],
    (error: { errors: string[] }) => error.errors,
  );
  return result;
}

describe('login schema (portal-processes §5 "Login")', () => {
  it('accepts a username and a password', async () => {
    expect(await messages({ username: 'max.mustermann', password: 'x' })).toEqual([]);
  });

  it('requires both fields; blanks are no username', async () => {
    expect(await messages({ username: '   ', password: '' })).toEqual([texts.login.usernameRequired, texts.login.passwordRequired]);
  });
});
