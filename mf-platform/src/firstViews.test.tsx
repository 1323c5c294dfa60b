// A remote's first views are rendered as the shell's router renders the area: the marked routes'
// markup, for a guest, at the area's paths (docs/adr/0041).
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { FIRST_VIEW, firstViewFetching, membersFetching } from './firstViewHandle';
import { firstViewData, firstViewPaths, memberFirstData, renderFirstViews } from './firstViews';

function Where() {
  return <p>{useLocation().pathname}</p>;
}

const routes: RouteObject[] = [
  {
    element: (
      <section>
        <Outlet />
      </section>
    ),
    children: [
      { path: 'login', element: <Where />, handle: FIRST_VIEW },
      { path: 'agree', element: <p>agree</p> },
    ],
  },
  {
    path: 'questions',
    element: <Where />,
    handle: firstViewFetching(['/api/v1/questions?page=0']),
    children: [],
  },
  {
    path: 'password',
    children: [{ path: 'reset', element: <Where />, handle: FIRST_VIEW }],
  },
];

describe('firstViewPaths', () => {
  it('lists the marked routes, through pathless layout routes and nested paths', () => {
    expect(firstViewPaths(routes)).toEqual(['login', 'questions', 'password/reset']);
  });

  it('refuses a marked path with a parameter: its markup would depend on it', () => {
    expect(() => firstViewPaths([{ path: 'questions/:id', handle: FIRST_VIEW }])).toThrow(
      'only a static path',
    );
  });
});

describe('firstViewData', () => {
  it('lists the api reads a marked page names, by path', () => {
    expect(firstViewData(routes)).toEqual({ questions: ['/api/v1/questions?page=0'] });
  });

  it('refuses a URL outside the api: the shell preloads it from its own origin', () => {
    expect(() =>
      firstViewData([{ path: 'x', handle: firstViewFetching(['https://elsewhere.example/']) }]),
    ).toThrow('not an /api/ path');
  });
});

describe('memberFirstData', () => {
  const membersRoutes: RouteObject[] = [
    {
      element: <Outlet />,
      children: [
        { path: 'result', element: <p />, handle: membersFetching(['/api/v1/courses/credit']) },
        { path: 'plan', element: <p />, handle: membersFetching(['/api/v1/plan']) },
        { path: 'what-if', element: <p /> },
      ],
    },
    ...routes,
  ];

  it("lists each members' page's reads by path, apart from a guest's first view data", () => {
    expect(memberFirstData(membersRoutes)).toEqual({
      result: ['/api/v1/courses/credit'],
      plan: ['/api/v1/plan'],
    });
    expect(firstViewData(membersRoutes)).toEqual({ questions: ['/api/v1/questions?page=0'] });
  });

  it('refuses a path with a parameter or a URL outside the api', () => {
    expect(() =>
      memberFirstData([{ path: 'shared/:token', handle: membersFetching(['/api/v1/x']) }]),
    ).toThrow("only a static path's reads");
    expect(() =>
      memberFirstData([{ path: 'x', handle: membersFetching(['//elsewhere.example/api/']) }]),
    ).toThrow('not an /api/ path');
  });
});

describe('renderFirstViews', () => {
  it("renders each marked path inside the area, within its layout routes' markup", () => {
    expect(renderFirstViews(routes, '/accounts')).toEqual({
      login: '<section><p>/accounts/login</p></section>',
      questions: '<p>/accounts/questions</p>',
      'password/reset': '<p>/accounts/password/reset</p>',
    });
  });

  it('leaves out a page that fails to render, and says so', () => {
    const warn = jest.fn();
    function Broken(): never {
      throw new Error('boom');
    }
    const views = renderFirstViews(
      [
        { path: 'broken', element: <Broken />, handle: FIRST_VIEW },
        { path: 'fine', element: <p>fine</p>, handle: FIRST_VIEW },
      ],
      '/qna',
      warn,
    );
    expect(views).toEqual({ fine: '<p>fine</p>' });
    expect(warn).toHaveBeenCalledWith('/qna/broken is not prerendered: boom');
  });
});
