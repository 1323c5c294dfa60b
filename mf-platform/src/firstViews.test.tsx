// A remote's first views are rendered as the shell's router renders the area: the marked routes'
// markup, for a guest, at the area's paths (docs/adr/0041).
import { hasRouteFor } from '../contract/first-view-patterns';
import { createContext, use, type ReactNode } from 'react';
import { Outlet, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { FIRST_VIEW, firstViewFetching, membersFetching } from './firstViewHandle';
import {
  firstViewData,
  firstViewPaths,
  firstViewsFile,
  memberFirstData,
  renderAreaPath,
  renderFirstViews,
} from './firstViews';

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

  it('lists a marked path with parameters as its pattern', () => {
    expect(
      firstViewPaths([
        {
          path: 'questions',
          children: [{ path: ':id', handle: firstViewFetching([], { id: 'positive-integer' }) }],
        },
      ]),
    ).toEqual(['questions/:id']);
  });

  it('refuses a parameter without a known format: the server could not tell which values', () => {
    expect(() => firstViewPaths([{ path: 'questions/:id', handle: FIRST_VIEW }])).toThrow(
      ':id needs a format',
    );
    expect(() =>
      firstViewPaths([
        {
          path: 'questions/:id',
          // @ts-expect-error: not a format of first-view-patterns.js
          handle: firstViewFetching([], { id: 'anything' }),
        },
      ]),
    ).toThrow(':id needs a format');
  });

  it('refuses a splat or an optional segment', () => {
    expect(() => firstViewPaths([{ path: 'files/*', handle: FIRST_VIEW }])).toThrow('splat');
    expect(() =>
      firstViewPaths([
        { path: 'questions/:id?', handle: firstViewFetching([], { id: 'positive-integer' }) },
      ]),
    ).toThrow('optional');
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

  it('refuses a URL naming a parameter its path does not have', () => {
    expect(() =>
      firstViewData([
        {
          path: 'questions/:id',
          handle: firstViewFetching(['/api/v1/answers/:answerId'], { id: 'positive-integer' }),
        },
      ]),
    ).toThrow('names :answerId');
  });

  it('checks the optional reads as it checks the first ones, listed apart', () => {
    const optional = (url: string) => [
      {
        path: 'questions/:id',
        handle: firstViewFetching(['/api/v1/questions/:id'], { id: 'positive-integer' }, [url]),
      },
    ];
    expect(firstViewData(optional('/api/v1/questions/:id/answer'), 'optionalData')).toEqual({
      'questions/:id': ['/api/v1/questions/:id/answer'],
    });
    expect(firstViewData(optional('/api/v1/questions/:id/answer'))).toEqual({
      'questions/:id': ['/api/v1/questions/:id'],
    });
    expect(() => firstViewData(optional('https://elsewhere.example/:id'), 'optionalData')).toThrow(
      'not an /api/ path',
    );
    expect(() => firstViewData(optional('/api/v1/answers/:answerId'), 'optionalData')).toThrow(
      'names :answerId',
    );
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

  function Loading() {
    return <p role="status">불러오는 중…</p>;
  }
  function ShowsId() {
    return <p>{useParams().id}</p>;
  }
  const question = (element: React.ReactNode): RouteObject => ({
    path: 'questions/:id',
    element,
    handle: firstViewFetching(['/api/v1/questions/:id'], { id: 'positive-integer' }),
  });

  it('renders a pattern once when its markup does not depend on the parameter', () => {
    expect(renderFirstViews([question(<Loading />)], '/qna')).toEqual({
      'questions/:id': '<p role="status">불러오는 중…</p>',
    });
  });

  it('leaves out a pattern whose markup differs between two values, and says so', () => {
    const warn = jest.fn();
    expect(renderFirstViews([question(<ShowsId />)], '/qna', warn)).toEqual({});
    expect(warn).toHaveBeenCalledWith(
      '/qna/questions/:id is not prerendered: its markup depends on its parameters',
    );
  });

  it('leaves out a pattern a static route of the area shadows', () => {
    const warn = jest.fn();
    const shadowed = [{ path: 'questions/7', element: <p>seven</p> }, question(<Loading />)];
    expect(renderFirstViews(shadowed, '/qna', warn)).toEqual({});
    expect(warn).toHaveBeenCalledWith(
      '/qna/questions/:id is not prerendered: the static route questions/7 has a path it matches',
    );
    // A static route its values cannot be (a question's id is a number) is no shadow.
    const creating = [{ path: 'questions/create', element: <p>create</p> }, question(<Loading />)];
    expect(Object.keys(renderFirstViews(creating, '/qna'))).toEqual(['questions/:id']);
  });
});

describe("the area in the page's language", () => {
  // What a server's render puts around the area, as the shell's app is around it in the browser
  // (shared-ui's InPageLanguage in the render bundle): here, a context the view reads.
  const Language = createContext('ko');
  function Greeting() {
    return <p>{use(Language) === 'en' ? 'Hello' : '안녕하세요'}</p>;
  }
  const greeting: RouteObject[] = [{ path: 'hello', element: <Greeting />, handle: FIRST_VIEW }];
  const inEnglish = (area: ReactNode) => <Language value="en">{area}</Language>;

  it('renders every view inside what is around it, and as it is without', () => {
    expect(firstViewsFile(greeting, '/qna', console.warn, inEnglish).views).toEqual({
      hello: '<p>Hello</p>',
    });
    expect(firstViewsFile(greeting, '/qna').views).toEqual({ hello: '<p>안녕하세요</p>' });
    expect(renderAreaPath(greeting, '/qna', 'hello', inEnglish)).toBe('<p>Hello</p>');
  });
});

describe('firstViewsFile', () => {
  it('keeps the patterns apart from the static paths, each with its formats and data', () => {
    const file = firstViewsFile(
      [
        ...routes,
        {
          path: 'questions/:id',
          element: <p>loading</p>,
          handle: firstViewFetching(['/api/v1/questions/:id'], { id: 'positive-integer' }, [
            '/api/v1/questions/:id/answer',
          ]),
        },
      ],
      '/qna',
    );
    expect(file.views).not.toHaveProperty('questions/:id');
    expect(file.data).toEqual({ questions: ['/api/v1/questions?page=0'] });
    expect(file.optionalData).toEqual({});
    expect(file.patterns).toEqual({
      'questions/:id': {
        params: { id: 'positive-integer' },
        view: '<p>loading</p>',
        data: ['/api/v1/questions/:id'],
        optionalData: ['/api/v1/questions/:id/answer'],
      },
    });
  });

  it('lists every path the area takes, through layout routes, for the server’s 404', () => {
    const file = firstViewsFile(
      [...routes, { path: 'questions/:id', element: <p>question</p> }, { index: true }],
      '/qna',
    );
    expect(file.routes).toEqual([
      'login',
      'agree',
      'questions',
      'password',
      'password/reset',
      'questions/:id',
      '',
    ]);
  });
});

describe('hasRouteFor: the paths an area takes, matched as React Router matches them', () => {
  const areaRoutes = ['', 'questions', 'questions/:id', 'admin/:tab?', 'files/*'];

  it.each([
    ['', true],
    ['/', true],
    ['questions', true],
    ['Questions/', true],
    ['questions/12', true],
    ['questions/%EC%A7%88%EB%AC%B8', true],
    ['admin', true],
    ['admin/queue', true],
    ['files/a/b/c', true],
    ['files', true],
    ['question', false],
    ['questions/12/answers', false],
    ['admin/queue/old', false],
    ['nope', false],
    ['questions/%E0%A4%A', false],
  ])('%s → %s', (relative, expected) => {
    expect(hasRouteFor(areaRoutes, relative)).toBe(expected);
  });
});
