import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <div className="shell-status-page">
      <p className="shell-status-page__lead">Die aufgerufene Seite gibt es leider nicht.</p>
      <p>Vielleicht hat sich die Adresse geändert oder sie wurde falsch eingegeben.</p>
      <p>
        <Link to="/">Zur Startseite</Link>
      </p>
    </div>
  );
}
