/**
 * The portal's fixed pages (portal-core §2, portal-processes §2.1), below the `/app` basename: the shell's guard sends
 * visitors to the login, logged-in users to the overview or, while they must change their password, to the password
 * change; the user menu links the profile. The remotes that serve them (account, dashboard) write the same addresses
 * as literals in their route tables (tools/route-chunks.cjs reads a table without running it), and their routes tests
 * compare them with these: the shell keeps no copy of a remote's routes.
 */
export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/portal/dashboard';
export const CHANGE_PASSWORD_PATH = '/portal/changePassword';
export const PROFILE_PATH = '/portal/profile';
