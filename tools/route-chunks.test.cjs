// The route table reading behind route-chunks.json: which page module each route path imports.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pagesOfRouteTable } = require('./route-chunks.cjs');

function routeTable(source) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-table-'));
  const file = path.join(dir, 'routes.ts');
  fs.writeFileSync(file, source);
  return file;
}

test('pairs each route path with the module its load imports, also through templates of the file’s constants', () => {
  const file = routeTable(`
    const contract = ':businessPartnerNumber/:contractNumber';
    export default {
      routes: [
        { path: '/login', access: 'public-only', title: texts.login.title, load: () => import('./pages/login-page') },
        { path: \`/portal/reading/\${contract}\`, load: () => import('./pages/reading-page').then((m) => ({ default: m.Reading })) },
        ...elsewhere(contract),
        { path: \`/portal/x/\${unknown}\`, load: () => import('./pages/x-page') },
      ],
    };
  `);
  expect(pagesOfRouteTable(file)).toEqual([
    { path: '/login', request: './pages/login-page' },
    { path: '/portal/reading/:businessPartnerNumber/:contractNumber', request: './pages/reading-page' },
  ]);
});

test('reads every page of the remotes’ own route tables', () => {
  const pages = pagesOfRouteTable(path.join(__dirname, '..', 'remote-dashboard', 'src', 'routes.ts'));
  expect(pages).toEqual([{ path: '/portal/dashboard', request: expect.stringMatching(/^\.\/pages\//) }]);
});
