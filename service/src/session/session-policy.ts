/** Session and lockout limits (portal-processes §9: 5 failed logins lock for 30 minutes). */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 30;
/** A session's last_seen_at is written at most this often: reads do not write (the idle expiry slides by the minute). */
export const SESSION_TOUCH_SECONDS = 60;
