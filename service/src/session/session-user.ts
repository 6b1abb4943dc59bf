import type { SessionUser } from '@portal/shared/contract/session';

/** A user row as queries.ts selects it for the session. */
export interface UserRow {
  id: number;
  login: string;
  email: string | null;
  firstname: string | null;
  lastname: string | null;
  change_password: boolean;
  roles: string[];
  show_activation: boolean;
}

/** The user as the session endpoint shows it. */
export function toSessionUser(row: UserRow): SessionUser {
  const fullname = [row.firstname, row.lastname].filter(Boolean).join(' ');
  return {
    login: row.login,
    changePassword: row.change_password,
    ...(row.firstname ? { firstname: row.firstname } : {}),
    ...(row.lastname ? { lastname: row.lastname } : {}),
    ...(fullname ? { fullname } : {}),
    ...(row.email ? { email: row.email } : {}),
    showActivation: row.show_activation,
    roles: row.roles,
  };
}
