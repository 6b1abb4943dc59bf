import { DEMO_OPERATOR } from '@portal/shared/contract/operator';
import { renderShellPage } from '../../src/static/shell-page';

const TEMPLATE =
  '<!doctype html><html lang="de-AT"><head><meta name="theme-color" content="#00569c">' +
  '<link rel="icon" href="/app/favicon.svg" type="image/svg+xml"><title>Netzportal</title><style>.shell{}</style></head>' +
  '<body><div id="root"></div><noscript>Bitte aktivieren Sie JavaScript.</noscript></body></html>';

const REMOTES = { remotes: { remote_account: { entry: '/remotes/account/0.1.0/mf-manifest.json', source: 'default' } }, problems: [] };

// A second operator: its name with characters HTML must escape, its logo, colours and favicon.
const NETZ_SUED = {
  ...DEMO_OPERATOR,
  portalName: 'Netz Süd <Kundenportal> & Co',
  logoUrl: 'https://www.netz-sued.example/logo.svg?a=1&b=2',
  faviconUrl: '/branding/favicon.ico',
  colours: { primary: '#7a1f5c', primaryHover: '#5c1745' },
};

describe('the shell page with the operator’s frame', () => {
  it('draws the demo operator’s header (the neutral mark) and an empty main area into #root', () => {
    const page = renderShellPage(TEMPLATE, { operator: DEMO_OPERATOR, remotes: REMOTES });
    expect(page).toContain(
      '<div id="root"><div class="shell"><header class="shell-header"><div class="shell-container shell-header__bar">' +
        '<a href="/app/" class="shell-brand"><span class="shell-brand__mark" aria-hidden="true"></span><span>Netzportal</span></a>' +
        '</div></header><main class="shell-main"><div class="shell-container"></div></main></div></div>',
    );
    expect(page).toContain('<noscript>');
  });

  it('keeps the place of the main navigation for a request with a session, so that the page does not move down', () => {
    const page = renderShellPage(TEMPLATE, { operator: DEMO_OPERATOR, remotes: REMOTES, session: true });
    expect(page).toContain(
      '</div><nav class="shell-nav" aria-hidden="true"><ul class="shell-container"><li><a tabindex="-1">&nbsp;</a></li></ul></nav>' +
        '</header><main class="shell-main">',
    );
    expect(renderShellPage(TEMPLATE, { operator: DEMO_OPERATOR, remotes: REMOTES })).not.toContain('shell-nav');
  });

  it('names, colours and brands the page of a second operator, escaped', () => {
    const page = renderShellPage(TEMPLATE, { operator: NETZ_SUED, remotes: REMOTES });
    expect(page).toContain('<title>Netz Süd &lt;Kundenportal&gt; &amp; Co</title>');
    expect(page).toContain('<span>Netz Süd &lt;Kundenportal&gt; &amp; Co</span>');
    expect(page).toContain('<img class="shell-brand__logo" src="https://www.netz-sued.example/logo.svg?a=1&amp;b=2" alt="" height="32">');
    expect(page).not.toContain('shell-brand__mark');
    expect(page).toContain('<meta name="theme-color" content="#7a1f5c">');
    expect(page).toContain('<link rel="icon" href="/branding/favicon.ico"');
    expect(page).toContain(
      '<style>:root{--np-color-primary:#7a1f5c;--np-color-info:#7a1f5c;--np-color-primary-hover:#5c1745}</style></head>',
    );
    expect(page.replace(/<script type="application\/json".*?<\/script>/, '')).not.toContain('Netzportal');
  });

  it('writes operator.json and the remotes file into the page for the shell, as JSON blocks no name can end', () => {
    const operator = { ...NETZ_SUED, operatorName: 'Netz </script><script>alert(1)</script> GmbH' };
    const page = renderShellPage(TEMPLATE, { operator, remotes: REMOTES });
    const block = /<script type="application\/json" id="portal-operator">(.*?)<\/script>/.exec(page);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1])).toEqual(operator);
    expect(page).not.toContain('<script>alert(1)');
    const remotes = /<script type="application\/json" id="portal-remotes">(.*?)<\/script>/.exec(page);
    expect(JSON.parse(remotes![1])).toEqual(REMOTES);
  });

  it('writes no colour that is not one (the file is validated, the page is not trusted to be)', () => {
    const page = renderShellPage(TEMPLATE, {
      operator: { ...DEMO_OPERATOR, colours: { primary: 'red;}body{x:1', primaryHover: '#000000' } },
      remotes: REMOTES,
    });
    expect(page).not.toContain('--np-color-primary:red');
    expect(page).toContain('<meta name="theme-color" content="#00569c">');
  });
});
