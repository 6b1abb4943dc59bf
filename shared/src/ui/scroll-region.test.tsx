import { render, screen } from '@testing-library/react';
import { ScrollRegion } from './scroll-region';

describe('ScrollRegion', () => {
  it('is a region named by its label or by the element it names, and no tab stop while nothing scrolls', () => {
    render(
      <>
        <ScrollRegion className="a" label="Rechnungen">
          <p>Inhalt</p>
        </ScrollRegion>
        <h2 id="caption">Vertragskonten</h2>
        <ScrollRegion className="b" labelledBy="caption">
          <p>Tabelle</p>
        </ScrollRegion>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Rechnungen' })).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('region', { name: 'Vertragskonten' })).toHaveClass('b');
  });

  it('is a tab stop while its content is wider than it, measured when the browser reports its size', () => {
    // jsdom lays nothing out: the sizes a browser would measure are given by hand, and the observer reports the
    // element at once, as a browser does after laying it out.
    Object.defineProperty(HTMLDivElement.prototype, 'scrollWidth', { configurable: true, get: () => 900 });
    Object.defineProperty(HTMLDivElement.prototype, 'clientWidth', { configurable: true, get: () => 300 });
    const stub = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly report: () => void) {}
      observe() {
        this.report();
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      render(
        <ScrollRegion className="a" label="Breite Tabelle">
          <p>Inhalt</p>
        </ScrollRegion>,
      );
      expect(screen.getByRole('region', { name: 'Breite Tabelle' })).toHaveAttribute('tabindex', '0');
    } finally {
      globalThis.ResizeObserver = stub;
      delete (HTMLDivElement.prototype as { scrollWidth?: number }).scrollWidth;
      delete (HTMLDivElement.prototype as { clientWidth?: number }).clientWidth;
    }
  });
});
