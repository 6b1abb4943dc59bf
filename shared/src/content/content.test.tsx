import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { configureHttpClient } from '../http/client';
import { installFakeFetch } from '../http/fake-fetch';
import { portalApi } from '../http/portal-api';
import { ContentBlock } from './content-block';
import { HelpText } from './help-text';
import { sanitizeHtml } from './sanitize-html';

function withStore(children: ReactNode) {
  const store = configureStore({
    reducer: { [portalApi.reducerPath]: portalApi.reducer },
    middleware: (getDefault) => getDefault().concat(portalApi.middleware),
  });
  return <Provider store={store}>{children}</Provider>;
}

const generalError = jest.fn();
beforeEach(() => {
  generalError.mockClear();
  configureHttpClient({ onMaintenance: jest.fn(), onLoggedOut: jest.fn(), onServerError: jest.fn(), onGeneralError: generalError });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links and keeps the text', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()">Hallo <a href="java\tscript:alert(1)">Link</a><script>alert(1)</script><img src="a.png" onerror="x()"></p>',
    );
    expect(clean).toBe('<p>Hallo <a>Link</a><img src="a.png"></p>');
  });

  it.each([
    ['a script element', '<p>Text</p><script>alert(1)</script>', '<p>Text</p>'],
    ['a script hidden in SVG', '<svg><script>alert(1)</script></svg><p>Text</p>', '<svg></svg><p>Text</p>'],
    ['an event handler', '<a href="/app/" onmouseover="alert(1)">Start</a>', '<a href="/app/">Start</a>'],
    ['an upper-case event handler', '<b ONCLICK="alert(1)">fett</b>', '<b>fett</b>'],
    ['a javascript: URL', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: URL with entities and spaces', '<a href=" &#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['an HTML data: URL', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe><p>a</p>', '<p>a</p>'],
    ['a form', '<form action="https://evil.example"><input name="x"></form><p>a</p>', '<p>a</p>'],
    ['a style element', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
  ])('removes %s', (_what, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('keeps the markup of a text: headings, lists, links, tables, data attributes', () => {
    const html =
      '<h3>Titel</h3><ul><li><a href="https://www.e-control.at" title="E-Control">E-Control</a></li></ul>' +
      '<table><tbody><tr><td>1</td></tr></tbody></table><p><a href="#cookie-settings" data-cookie-settings="">Einstellungen</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('lets a link open a new window only without handing it this one', () => {
    expect(sanitizeHtml('<a href="https://example.at" target="_blank">x</a>')).toBe(
      '<a href="https://example.at" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('ContentBlock', () => {
  it('renders the header as heading and the sanitised body', async () => {
    installFakeFetch({
      '/service/v1.0/contents/privacy': {
        status: 200,
        body: {
          key: 'privacy',
          header: 'Datenschutz',
          body: '<p>Wir schützen <strong>Ihre Daten</strong>.</p><script>bad()</script>',
          bodyText: '',
        },
      },
    });
    render(withStore(<ContentBlock contentKey="privacy" headingLevel={1} />));
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutz' })).toBeInTheDocument();
    expect(screen.getByText('Ihre Daten')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows a fallback when the text cannot be loaded, without a global error', async () => {
    installFakeFetch({});
    render(withStore(<ContentBlock contentKey="missing" />));
    expect(await screen.findByText('Keine weitere Information verfügbar.')).toBeInTheDocument();
    expect(generalError).not.toHaveBeenCalled();
  });
});

describe('HelpText', () => {
  it('shows the help text or the German fallback', async () => {
    installFakeFetch({
      '/service/v1.0/contents/help.iban': {
        status: 200,
        body: { key: 'help.iban', header: '', body: '<p>Die IBAN steht auf Ihrer Bankkarte.</p>', bodyText: '' },
      },
    });
    render(
      withStore(
        <>
          <HelpText contentKey="help.iban" />
          <HelpText contentKey="help.none" />
        </>,
      ),
    );
    expect(await screen.findByText('Die IBAN steht auf Ihrer Bankkarte.')).toBeInTheDocument();
    expect(await screen.findByText('Zur Zeit ist keine Hilfe verfügbar.')).toBeInTheDocument();
  });
});
