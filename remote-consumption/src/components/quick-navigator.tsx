import { Button } from '@portal/shared/ui/button.tsx';
import { navigationStep, neighbour } from '../rules/navigation';
import type { Bounds, ViewState } from '../rules/view-state';
import { texts } from '../texts';

/** Previous / next period by day, month or year; disabled where no data lie (portal-core §2). */
export function QuickNavigator({ view, bounds, onChange }: { view: ViewState; bounds: Bounds; onChange: (next: ViewState) => void }) {
  const step = navigationStep(view.granularity);
  if (!step) return null;
  const previous = neighbour(view, -1, bounds);
  const next = neighbour(view, 1, bounds);
  return (
    <nav className="np-quick-navigator" aria-label={texts.navigatorLabel}>
      <Button variant="secondary" disabled={!previous} onClick={() => previous && onChange(previous)}>
        <span aria-hidden="true">‹ </span>
        {texts.previous[step]}
      </Button>
      <Button variant="secondary" disabled={!next} onClick={() => next && onChange(next)}>
        {texts.next[step]}
        <span aria-hidden="true"> ›</span>
      </Button>
    </nav>
  );
}
