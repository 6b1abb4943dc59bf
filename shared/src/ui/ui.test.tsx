import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Banner } from './banner';
import { Button } from './button';
import { CollapsibleSection } from './collapsible-section';
import { CopyButton } from './copy-button';
import { Dialog } from './dialog';
import { MailButton } from './mail-button';
import { Paginator, usePagination, visiblePages } from './paginator';
import { Spinner } from './spinner';

afterEach(() => jest.restoreAllMocks());

describe('Button', () => {
  it('is a non-submitting button by default and ignores clicks while busy', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button onClick={onClick}>Weiter</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" busy onClick={onClick}>
          Speichern
        </Button>
      </form>,
    );
    const busy = screen.getByRole('button', { name: /Speichern/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(busy).getByRole('status')).toHaveTextContent('Wird geladen …');
    await user.click(busy);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Spinner', () => {
  it('is a status with a German label', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
  });
});

describe('Banner', () => {
  it('says its status in words: error as alert, info as status', () => {
    render(
      <>
        <Banner variant="error">Speichern fehlgeschlagen.</Banner>
        <Banner variant="info" title="E-Kommunikation">
          Noch nicht aktiviert.
        </Banner>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler: Speichern fehlgeschlagen.');
    expect(screen.getByRole('status')).toHaveTextContent('Hinweis: E-Kommunikation');
  });
});

describe('CollapsibleSection', () => {
  it('toggles with aria-expanded and calls onFirstOpen only once', async () => {
    const user = userEvent.setup();
    const onFirstOpen = jest.fn();
    render(
      <CollapsibleSection heading="Vertragskonto 123" onFirstOpen={onFirstOpen}>
        <p>Details</p>
      </CollapsibleSection>,
    );
    const toggle = screen.getByRole('button', { name: 'Vertragskonto 123' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Details')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveTextContent('Details');
    await user.click(toggle);
    await user.click(toggle);
    expect(onFirstOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Vertragskonto 123' })).toBeInTheDocument();
  });

  it('can be controlled by its parent', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    render(
      <CollapsibleSection heading="Zählpunkt" open={false} onToggle={onToggle}>
        Inhalt
      </CollapsibleSection>,
    );
    await user.click(screen.getByRole('button', { name: 'Zählpunkt' }));
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Zählpunkt' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Paginator', () => {
  function Table({ total }: { total: number }) {
    const { page, pageSize, setPage, setPageSize } = usePagination(total);
    return (
      <>
        <p>
          Zeilen {(page - 1) * pageSize + 1} bis {Math.min(total, page * pageSize)}
        </p>
        <Paginator page={page} pageSize={pageSize} totalItems={total} onPageChange={setPage} onPageSizeChange={setPageSize} />
      </>
    );
  }

  it('pages with German labels, announces the page and changes rows per page (default 5)', async () => {
    const user = userEvent.setup();
    render(<Table total={23} />);
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(nav).getByText('Seite 1 von 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(screen.getByText('Seite 2 von 5')).toBeInTheDocument();
    expect(screen.getByText('Zeilen 6 bis 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seite 5' }));
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toHaveAttribute('aria-disabled', 'true');
    const rows = screen.getByRole('combobox', { name: 'Zeilen pro Seite' });
    expect(rows).toHaveValue('5');
    await user.selectOptions(rows, '10');
    expect(screen.getByText('Seite 1 von 3')).toBeInTheDocument();
  });

  it('keeps the focus on next and previous when they reach the last and first page', async () => {
    const user = userEvent.setup();
    render(<Table total={12} />);
    const next = screen.getByRole('button', { name: 'Nächste Seite' });
    next.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Seite 3 von 3')).toBeInTheDocument();
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // A further press changes nothing.
    await user.keyboard('{Enter}');
    expect(screen.getByText('Seite 3 von 3')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Vorherige Seite' });
    previous.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByText('Seite 1 von 3')).toBeInTheDocument();
    expect(previous).toHaveFocus();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows first, last and neighbours with gaps', () => {
    expect(visiblePages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });
});

describe('CopyButton and MailButton', () => {
  it('copies, shows the success title and can copy again', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <CopyButton
        text="AT0030000000000000000000000123456"
        label="Zählpunkt kopieren"
        successTitle="Kopiert"
        errorTitle="Kopieren fehlgeschlagen"
      />,
    );
    const button = screen.getByRole('button', { name: 'Zählpunkt kopieren' });
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith('AT0030000000000000000000000123456');
    expect(screen.getByRole('status')).toHaveTextContent('Kopiert');
    await user.click(button);
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('shows the error title when the clipboard fails', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    render(<CopyButton text="x" label="Kopieren" successTitle="Kopiert" errorTitle="Kopieren fehlgeschlagen" />);
    await user.click(screen.getByRole('button', { name: 'Kopieren' }));
    expect(screen.getByRole('status')).toHaveTextContent('Kopieren fehlgeschlagen');
  });

  it('mails once and then stays in its outcome', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockRejectedValue(new Error('500'));
    render(
      <MailButton action={send} label="Netzdaten mailen" successTitle="E-Mail gesendet" errorTitle="E-Mail konnte nicht gesendet werden" />,
    );
    const button = screen.getByRole('button', { name: 'Netzdaten mailen' });
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent('E-Mail konnte nicht gesendet werden');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('starts done when it was sent before it was mounted', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockResolvedValue(undefined);
    render(<MailButton action={send} initialState="success" label="Netzdaten mailen" successTitle="E-Mail gesendet" errorTitle="Fehler" />);
    const button = screen.getByRole('button', { name: 'Netzdaten mailen' });
    expect(screen.getByRole('status')).toHaveTextContent('E-Mail gesendet');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(send).not.toHaveBeenCalled();
  });
});

describe('Dialog', () => {
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Zustimmung erteilen
        </button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Zustimmung bestätigen" footer={<button type="button">Bestätigen</button>}>
          <label>
            Anfrage-ID <input />
          </label>
        </Dialog>
      </>
    );
  }

  it('is labelled by its heading, traps focus, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Zustimmung erteilen' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Zustimmung bestätigen' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Anfrage-ID' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('takes the focus to its section heading when the opener is gone after closing', async () => {
    function Request() {
      const [open, setOpen] = useState(false);
      const [done, setDone] = useState(false);
      return (
        <section>
          <h3>Daten zur Anlage</h3>
          {done ? (
            <p>Erhöhung angefragt</p>
          ) : (
            <button type="button" onClick={() => setOpen(true)}>
              Erhöhung anfragen
            </button>
          )}
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title="Erhöhung anfragen"
            footer={
              <button type="button" onClick={() => setDone(true)}>
                Senden
              </button>
            }
          >
            <p>Leistung</p>
          </Dialog>
        </section>
      );
    }
    const user = userEvent.setup();
    render(<Request />);
    await user.click(screen.getByRole('button', { name: 'Erhöhung anfragen' }));
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Daten zur Anlage' })).toHaveFocus();
  });

  it('takes the focus to its section heading when the opener was disabled while it was open', async () => {
    function Answer() {
      const [open, setOpen] = useState(false);
      const [answered, setAnswered] = useState(false);
      return (
        <section>
          <h2>Offene Anfragen</h2>
          <button type="button" disabled={answered} onClick={() => setOpen(true)}>
            Anfrage ablehnen
          </button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title="Anfrage ablehnen"
            footer={
              <button
                type="button"
                onClick={() => {
                  setAnswered(true);
                  setOpen(false);
                }}
              >
                Ablehnen
              </button>
            }
          >
            <p>Wirklich ablehnen?</p>
          </Dialog>
        </section>
      );
    }
    const user = userEvent.setup();
    render(<Answer />);
    await user.click(screen.getByRole('button', { name: 'Anfrage ablehnen' }));
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Offene Anfragen' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Zustimmung erteilen' }));
    await act(() => user.click(screen.getByRole('button', { name: 'Schließen' })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
