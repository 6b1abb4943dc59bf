import type { NavigationCount } from '@portal/shared/federation/remote-descriptor';
import { useNavigationCountQuery } from '@portal/shared/http/navigation-count';

/**
 * The number beside a navigation entry, drawn only while it is above zero. Screen readers hear it with what it
 * counts ("Meine Prozesse 3 laufende Anträge"); it is mounted only in the logged-in navigation, so it loads after login
 * and is gone (with the API cache) after logout.
 */
export function NavigationCountBadge({ count }: { count: NavigationCount }) {
  const { data } = useNavigationCountQuery({ path: count.path, tag: count.tag });
  if (!data || data.count <= 0) return null;
  return (
    <span className="shell-nav__count" data-testid="navigation-count">
      {data.count}
      <span className="shell-visually-hidden"> {count.label}</span>
    </span>
  );
}
