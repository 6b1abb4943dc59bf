import { useRef } from 'react';
import { Button } from '@portal/shared/ui/button.tsx';
import { navigationStep, neighbour } from '../rules/navigation';
import type { Bounds, ViewState } from '../rules/view-state';
import { texts } from '../texts';

/**
 * Previous / next period by day, month or year; disabled where no data lie (portal-core §2). Focus stays on the
 * button pressed; when that button turns disabled at the end of the data, it goes to the other one, not to the page.
 */
export function QuickNavigator({ view, bounds, onChange }: { view: ViewState; bounds: Bounds; onChange: (next: ViewState) => void }) {
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const step = navigationStep(view.granularity);
  if (!step) return null;
  const previous = neighbour(view, -1, bounds);
  const next = neighbour(view, 1, bounds);
  const go = (target: ViewState | null, direction: -1 | 1) => {
    if (!target) return;
    onChange(target);
    if (!neighbour(target, direction, bounds)) (direction < 0 ? nextRef : previousRef).current?.focus();
  };
  return (
    <nav className="np-quick-navigator" aria-label={texts.navigatorLabel}>
      <Button ref={previousRef} variant="secondary" disabled={!previous} onClick={() => go(previous, -1)}>
        <span aria-hidden="true">‹ </span>
        {texts.previous[step]}
      </Button>
      <Button ref={nextRef} variant="secondary" disabled={!next} onClick={() => go(next, 1)}>
        {texts.next[step]}
        <span aria-hidden="true"> ›</span>
      </Button>
    </nav>
  );
}
