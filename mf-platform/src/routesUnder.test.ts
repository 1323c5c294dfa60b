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

  it('keeps the pathless layout routes around it (texts, guards) around its children', () => {
    const inLayouts: RouteObject[] = [
      { element: 'texts', children: [{ element: 'public', children: routes }] },
    ];
    expect(routesUnder(inLayouts, 'shared')).toEqual([
      { element: 'texts', children: [{ element: 'public', children: [token] }] },
    ]);
  });

  it('gives none for a route the remote does not have, or a nested path', () => {
    expect(routesUnder(routes, 'shared-links')).toEqual([]);
    expect(routesUnder(routes, ':token')).toEqual([]);
  });
});
