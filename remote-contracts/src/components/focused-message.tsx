import { useEffect, useRef, type ReactNode } from 'react';
import { Banner, type BannerVariant } from '@portal/shared/ui/banner.tsx';

/**
 * An outcome banner that takes the focus when it appears, and scrolls to the top on success (portal-processes §4 form
 * outcome), so keyboard and screen-reader users land on what happened.
 */
export function FocusedMessage({ variant, title, children }: { variant: BannerVariant; title?: ReactNode; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (variant === 'success') window.scrollTo(0, 0);
    ref.current?.focus();
  }, [variant]);
  return (
    <div ref={ref} tabIndex={-1} className="np-contracts__focus-target">
      <Banner variant={variant} title={title} className="np-contracts__message">
        {children}
      </Banner>
    </div>
  );
}
