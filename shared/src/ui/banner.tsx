import type { ReactNode } from 'react';

export type BannerVariant = 'info' | 'success' | 'warning' | 'error';

/** Read before the text, and a distinct icon shape, so the status is not told by colour alone. */
export const BANNER_PREFIX: Record<BannerVariant, string> = {
  info: 'Hinweis:',
  success: 'Erfolg:',
  warning: 'Warnung:',
  error: 'Fehler:',
};

const ICON: Record<BannerVariant, string> = { info: 'i', success: '✓', warning: '!', error: '✕' };

export interface BannerProps {
  variant: BannerVariant;
  /** Optional bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /**
   * Live-region role. Default: 'alert' for warning and error, 'status' for info and success. Use 'none' for a banner
   * that is part of the page from the start and need not be announced.
   */
  role?: 'alert' | 'status' | 'none';
  className?: string;
}

export function Banner({ variant, title, children, role, className }: BannerProps) {
  const liveRole = role ?? (variant === 'warning' || variant === 'error' ? 'alert' : 'status');
  return (
    <div role={liveRole === 'none' ? undefined : liveRole} className={`np-banner np-banner--${variant}${className ? ` ${className}` : ''}`}>
      <span className="np-banner__icon" aria-hidden="true">
        {ICON[variant]}
      </span>
      <div className="np-banner__content">
        <span className="np-visually-hidden">{BANNER_PREFIX[variant]} </span>
        {title ? <p className="np-banner__title">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
