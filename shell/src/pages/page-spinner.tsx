import { Spinner } from '@portal/shared/ui/spinner.tsx';

/** Shown while the session or a page's code is loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="shell-spinner">
      <Spinner label={label} />
    </div>
  );
}
