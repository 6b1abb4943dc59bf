import { pendingRoute } from './pending-route';

const route = (path: string, title: string) => ({ path, title, breadcrumb: title, access: 'private' as const });
const routes = [
  route('/portal/consumptions/:bpn/:can/:contractNumber/:infeederRequestType', 'Verbrauch'),
  route('/portal/consumptions/:bpn/:can/:contractNumber/performance-monitoring', 'Leistungsmonitoring'),
];

describe('route of a loaded remote before the router switches to it', () => {
  it('is the route that serves the address, a static segment before a parameter', () => {
    expect(pendingRoute(routes, '/portal/consumptions/1000012345/400012345001/300012345001/base')?.title).toBe('Verbrauch');
    expect(pendingRoute(routes, '/portal/consumptions/1000012345/400012345001/300012345001/performance-monitoring')?.title).toBe(
      'Leistungsmonitoring',
    );
  });

  it('is none where the remote serves nothing, or before its routes are there', () => {
    expect(pendingRoute(routes, '/portal/consumptions/1000012345')).toBeUndefined();
    expect(pendingRoute(undefined, '/portal/consumptions/1000012345/400012345001/300012345001/base')).toBeUndefined();
  });
});
