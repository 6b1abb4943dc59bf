import { useEffect, useRef, type ReactNode } from 'react';
import { Banner, type BannerVariant } from './banner';

/**
 * An outcome banner that takes the focus when it appears (and scrolls the page to the top on success), so keyboard
 * and screen-reader users land on what happened (portal-processes §4 "Form outcome"). Give it a new `key` to announce
 * the same message again.
 */
export function FocusedMessage({ variant, title, children }: { variant: BannerVariant; title?: ReactNode; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (variant === 'success') window.scrollTo(0, 0);
    ref.current?.focus();
  }, [variant]);
  return (
    <div ref={ref} tabIndex={-1} className="np-focused-message">
      <Banner variant={variant} title={title} className="np-focused-message__banner">
        {children}
      </Banner>
    </div>
  );
}
