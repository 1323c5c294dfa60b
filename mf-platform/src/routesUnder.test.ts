import type { RouteObject } from 'react-router-dom';
import { routesUnder } from './routesUnder';

const page = (name: string): RouteObject => ({ path: name, element: name });

describe('routesUnder', () => {
  const token = page(':token');
  const routes: RouteObject[] = [
    { element: 'guard', children: [{ index: true, element: 'my page' }, page('result')] },
    { path: 'shared', children: [token] },
  ];

  it('finds the children of a top-level route', () => {
    expect(routesUnder(routes, 'shared')).toEqual([token]);
  });

  it('looks through pathless layout routes (guards)', () => {
    const guarded: RouteObject[] = [{ element: 'public', children: [routes[1]!] }];
    expect(routesUnder(guarded, 'shared')).toEqual([token]);
  });

  it('gives none for a route the remote does not have, or a nested path', () => {
    expect(routesUnder(routes, 'shared-links')).toEqual([]);
    expect(routesUnder(routes, ':token')).toEqual([]);
  });
});
