import { Button } from '@portal/shared/ui/button.tsx';
import { appStatusCleared } from '@portal/shared/state/app-status';
import { useAppDispatch } from '@portal/shared/state/hooks';

export function MaintenancePage() {
  const dispatch = useAppDispatch();
  return (
    <div className="shell-status-page">
      <p className="shell-status-page__lead">Derzeit wird das System gewartet.</p>
      <p>
        Bitte haben Sie etwas Geduld: Das Kundenportal ist in Kürze wieder für Sie da. Versuchen Sie es bitte später
        noch einmal.
      </p>
      {/* Clearing the state sends the user to the dashboard; a call that still answers 503 brings them back. */}
      <Button onClick={() => dispatch(appStatusCleared())}>
        Erneut versuchen
      </Button>
    </div>
  );
}

export default MaintenancePage;
