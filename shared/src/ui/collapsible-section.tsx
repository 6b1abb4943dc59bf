import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface CollapsibleSectionProps {
  heading: ReactNode;
  headingLevel?: HeadingLevel;
  /** Controlled: the parent decides (then also pass onToggle). */
  open?: boolean;
  /** Uncontrolled start state (default closed). */
  defaultOpen?: boolean;
  onToggle?: (open: boolean) => void;
  /** Called the first time the section opens, e.g. to fetch its detail (portal-core §2 Dashboard). */
  onFirstOpen?: () => void;
  /** Extra content in the heading row that is not part of the toggle (e.g. a status badge). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A heading whose button shows and hides the content (disclosure pattern); content renders only while open. */
export function CollapsibleSection({
  heading,
  headingLevel = 3,
  open,
  defaultOpen = false,
  onToggle,
  onFirstOpen,
  aside,
  className,
  children,
}: CollapsibleSectionProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const openedOnce = useRef(false);
  const panelId = `${useId()}-panel`;
  const Heading = `h${headingLevel}` as const;

  // Also fires for a section that starts open or is opened by its parent (controlled).
  useEffect(() => {
    if (isOpen && !openedOnce.current) {
      openedOnce.current = true;
      onFirstOpen?.();
    }
  }, [isOpen, onFirstOpen]);

  const toggle = () => {
    const next = !isOpen;
    if (open === undefined) setOwnOpen(next);
    onToggle?.(next);
  };

  return (
    <section className={`np-collapsible${isOpen ? ' np-collapsible--open' : ''}${className ? ` ${className}` : ''}`}>
      <div className="np-collapsible__header">
        <Heading className="np-collapsible__heading">
          <button type="button" className="np-collapsible__toggle" aria-expanded={isOpen} aria-controls={panelId} onClick={toggle}>
            <span className="np-collapsible__chevron" aria-hidden="true" />
            {heading}
          </button>
        </Heading>
        {aside}
      </div>
      <div id={panelId} className="np-collapsible__panel" hidden={!isOpen}>
        {isOpen ? children : null}
      </div>
    </section>
  );
}
