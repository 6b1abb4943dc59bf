import type { Migration } from './migrations';

/** The channel the triggers below notify on; every instance listens to it (session-cache.ts). */
export const CACHE_CHANNEL = 'portal_cache';

/**
 * Session lookups are cached in each instance's memory. These triggers tell every instance, at commit, what no longer
 * holds: `s:<id hash>` for an ended session (logout, rotation, password change), `u:<user id>` for a changed user
 * (password, forced change, lockout, name, roles, activation). Triggers instead of calls in the code: whatever writes
 * (a route, a CLI, another instance, an operator's SQL) invalidates. A touch (last_seen_at moving forward) notifies
 * nothing; moving it back (an operator ending a session's idle time) does.
 */
export const sessionCacheMigrations: Migration[] = [
  {
    version: 75,
    name: 'session cache invalidation triggers',
    sql: `
      CREATE FUNCTION notify_session_cache() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'sessions' THEN
          PERFORM pg_notify('${CACHE_CHANNEL}', 's:' || OLD.id_hash);
        ELSIF TG_TABLE_NAME = 'users' THEN
          PERFORM pg_notify('${CACHE_CHANNEL}', 'u:' || OLD.id);
        ELSE
          IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('${CACHE_CHANNEL}', 'u:' || OLD.user_id); END IF;
          IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('${CACHE_CHANNEL}', 'u:' || NEW.user_id); END IF;
        END IF;
        RETURN NULL;
      END $$;

      CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
        FOR EACH ROW EXECUTE FUNCTION notify_session_cache();
      CREATE TRIGGER sessions_set_back AFTER UPDATE ON sessions
        FOR EACH ROW WHEN (NEW.last_seen_at < OLD.last_seen_at OR NEW.created_at IS DISTINCT FROM OLD.created_at
          OR NEW.user_id IS DISTINCT FROM OLD.user_id)
        EXECUTE FUNCTION notify_session_cache();
      CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
        FOR EACH ROW EXECUTE FUNCTION notify_session_cache();
      -- Only what the session shows (show_activation): a bulk import of partners notifies nothing.
      CREATE TRIGGER partners_activation_added AFTER INSERT ON business_partners
        FOR EACH ROW WHEN (NEW.activation_pending) EXECUTE FUNCTION notify_session_cache();
      CREATE TRIGGER partners_activation_changed AFTER UPDATE ON business_partners
        FOR EACH ROW WHEN (NEW.activation_pending IS DISTINCT FROM OLD.activation_pending
          OR NEW.user_id IS DISTINCT FROM OLD.user_id)
        EXECUTE FUNCTION notify_session_cache();
      CREATE TRIGGER partners_activation_removed AFTER DELETE ON business_partners
        FOR EACH ROW WHEN (OLD.activation_pending) EXECUTE FUNCTION notify_session_cache();
    `,
  },
];
