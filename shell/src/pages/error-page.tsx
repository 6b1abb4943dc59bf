import { Link, useParams } from 'react-router-dom';
import { DASHBOARD_PATH } from '@portal/shared/contract/portal-pages';

/** The general error page; an optional numeric code in the path is shown with the text. */
export function ErrorPage({ code }: { code?: string }) {
  const params = useParams();
  const errorCode = code ?? params.errorCode;
  const numeric = errorCode !== undefined && /^\d{1,3}$/.test(errorCode) ? errorCode : undefined;
  return (
    <div className="shell-status-page">
      <p className="shell-status-page__lead">Ein Fehler ist aufgetreten{numeric ? <> (Fehlercode {numeric})</> : null}.</p>
      <p>Bitte versuchen Sie es später noch einmal. Besteht das Problem weiter, kontaktieren Sie unser Kundenservice.</p>
      <p>
        <Link to={DASHBOARD_PATH}>Zur Übersicht</Link>
      </p>
    </div>
  );
}

export default ErrorPage;
