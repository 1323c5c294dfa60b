import { bearer, testDatabaseKinds, useTestApi } from '../../testing';
import { seedAnswer, seedQuestion, signedInBoard } from './testing';

/**
 * Who may call which Q&A endpoint (docs/domain.md §4 access rules, ADR 0011). Every row runs on a
 * fresh board: the author's question #answered (with an answer) and #unanswered (without).
 */
type Caller = 'visitor' | 'verified student' | 'author' | 'other member' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Endpoint {
  method: Method;
  path: (board: Board) => string;
  body?: object;
}

interface Board {
  answered: number;
  unanswered: number;
}

const questionBody = { title: '수정된 제목', content: '수정된 내용', anonymous: false };
const answerBody = { content: '관리자 답변' };

const ENDPOINTS: Record<string, Endpoint> = {
  'GET /questions': { method: 'GET', path: () => '/api/v1/questions' },
  'GET /questions/{id}': { method: 'GET', path: (b) => `/api/v1/questions/${b.answered}` },
  'POST /questions': { method: 'POST', path: () => '/api/v1/questions', body: questionBody },
  'PUT /questions/{id}': {
    method: 'PUT',
    path: (b) => `/api/v1/questions/${b.answered}`,
    body: questionBody,
  },
  'DELETE /questions/{id}': { method: 'DELETE', path: (b) => `/api/v1/questions/${b.answered}` },
  'GET /questions/{id}/answer': {
    method: 'GET',
    path: (b) => `/api/v1/questions/${b.answered}/answer`,
  },
  'POST /questions/{id}/answer': {
    method: 'POST',
    path: (b) => `/api/v1/questions/${b.unanswered}/answer`,
    body: answerBody,
  },
  'PUT /questions/{id}/answer': {
    method: 'PUT',
    path: (b) => `/api/v1/questions/${b.answered}/answer`,
    body: answerBody,
  },
  'DELETE /questions/{id}/answer': {
    method: 'DELETE',
    path: (b) => `/api/v1/questions/${b.answered}/answer`,
  },
};

type Outcome = number | [status: number, code: string];
const NO_TOKEN: Outcome = [401, 'ACCOUNT007'];
const NOT_ALLOWED: Outcome = [403, 'ACCOUNT008'];
const NOT_AUTHOR: Outcome = [403, 'MEMBER001'];

// Columns: visitor, verified student (portal token, not a member), author, other member, admin.
const MATRIX: Record<keyof typeof ENDPOINTS, [Outcome, Outcome, Outcome, Outcome, Outcome]> = {
  'GET /questions': [200, 200, 200, 200, 200],
  'GET /questions/{id}': [200, 200, 200, 200, 200],
  'POST /questions': [NO_TOKEN, NOT_ALLOWED, 201, 201, 201],
  'PUT /questions/{id}': [NO_TOKEN, NOT_ALLOWED, 200, NOT_AUTHOR, 200],
  'DELETE /questions/{id}': [NO_TOKEN, NOT_ALLOWED, 204, NOT_AUTHOR, 204],
  'GET /questions/{id}/answer': [200, 200, 200, 200, 200],
  'POST /questions/{id}/answer': [NO_TOKEN, NOT_ALLOWED, NOT_ALLOWED, NOT_ALLOWED, 201],
  'PUT /questions/{id}/answer': [NO_TOKEN, NOT_ALLOWED, NOT_ALLOWED, NOT_ALLOWED, 200],
  'DELETE /questions/{id}/answer': [NO_TOKEN, NOT_ALLOWED, NOT_ALLOWED, NOT_ALLOWED, 204],
};

const CALLERS: Caller[] = ['visitor', 'verified student', 'author', 'other member', 'admin'];

const cases = Object.entries(MATRIX).flatMap(([endpoint, outcomes]) =>
  CALLERS.map((caller, index) => {
    const outcome = outcomes[index] as Outcome;
    const expected = typeof outcome === 'number' ? String(outcome) : outcome.join(' ');
    return { endpoint, caller, outcome, expected };
  }),
);

describe.each(testDatabaseKinds())('Q&A permission matrix (%s)', (kind) => {
  const api = useTestApi(kind, { resetBetweenTests: false });

  async function setUp(): Promise<{
    board: Board;
    headers: Record<Caller, Record<string, string>>;
  }> {
    await api.reset();
    const { author, other, admin } = await signedInBoard(api, 'author', 'other', 'admin');
    const answered = await seedQuestion(api, author.id);
    await seedAnswer(api, answered, admin.id);
    const unanswered = await seedQuestion(api, author.id);
    const verified = bearer(api.tokens.signVerification('202312345').token);
    return {
      board: { answered, unanswered },
      headers: {
        visitor: {},
        'verified student': verified,
        author: author.headers,
        'other member': other.headers,
        admin: admin.headers,
      },
    };
  }

  /** Questions and answers as rows, to prove a refused call changed nothing. */
  async function boardState() {
    const questions = await api.db.selectFrom('questions').selectAll().orderBy('id').execute();
    const answers = await api.db.selectFrom('answers').selectAll().orderBy('id').execute();
    return { questions, answers };
  }

  it.each(cases)('$endpoint as $caller → $expected', async ({ endpoint, caller, outcome }) => {
    const { board, headers } = await setUp();
    const { method, path, body } = ENDPOINTS[endpoint] as Endpoint;
    const before = await boardState();

    const response = await api.app.inject({
      method,
      url: path(board),
      headers: headers[caller],
      ...(body === undefined ? {} : { payload: body }),
    });

    const [status, code] = typeof outcome === 'number' ? [outcome, undefined] : outcome;
    expect(response.statusCode).toBe(status);
    if (code !== undefined) {
      expect(response.json()).toEqual({
        code,
        message: expect.any(String),
        requestId: expect.any(String),
      });
      expect(await boardState()).toEqual(before);
    }
  });
});
