import { Link } from 'react-router-dom';
import type { Crumb } from '@portal/shared/contract/page-headings';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Brotkrümelnavigation" className="shell-breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) =>
          crumb.to && index < crumbs.length - 1 ? (
            <li key={crumb.to}>
              <Link to={crumb.to}>{crumb.label}</Link>
            </li>
          ) : (
            <li key={`current-${crumb.label}`}>
              <strong aria-current="page">{crumb.label}</strong>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
