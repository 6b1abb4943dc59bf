import { Button } from '@portal/shared/ui/button.tsx';
/** Put on the routes of a remote that could not be loaded; everything else of the portal keeps working. */
export function AreaUnavailablePage({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  return (
    <div className="shell-status-page" role="alert">
      <p className="shell-status-page__lead">Dieser Bereich ist derzeit nicht verfügbar.</p>
      <p>Bitte versuchen Sie es in einigen Minuten noch einmal.</p>
      <Button onClick={onRetry}>Erneut versuchen</Button>
    </div>
  );
}

export default AreaUnavailablePage;
