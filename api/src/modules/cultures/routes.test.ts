/** GET /cultures: recommended 교양 courses by sub-domain (docs/domain.md §3). */
import {
  DEMO_MEMBERS,
  expectBadRequestValue,
  itRefusesAllButMembers,
  signedInMember,
  testDatabaseKinds,
  useTestApi,
} from '../../testing';

describe.each(testDatabaseKinds())('GET /api/v1/cultures (%s)', (kind) => {
  const api = useTestApi(kind, { resetBetweenTests: false });
  let headers: { authorization: string };
  beforeAll(async () => {
    ({ headers } = await signedInMember(api, DEMO_MEMBERS.kangTaemin));
  });

  itRefusesAllButMembers(api, [{ method: 'GET', url: '/api/v1/cultures' }]);

  it.each(['BALANCE', 'balance_art', 'ART', ''])('subDomain=%s → 400 COMMON005', async (value) => {
    const response = await api.app.inject({ url: `/api/v1/cultures?subDomain=${value}`, headers });
    expectBadRequestValue(response);
  });

  it('one sub-domain, type = its Korean label, in data order', async () => {
    const response = await api.app.inject({
      url: '/api/v1/cultures?subDomain=BASIC_ENG_MATH',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 2,
      content: [
        {
          id: 26,
          number: 'HALR1050',
          name: 'EnglishforAcademicPurposes',
          type: '기초영어/기초수학',
          credit: 3,
        },
        { id: 27, number: 'HALR1231', name: '기초수학', type: '기초영어/기초수학', credit: 3 },
      ],
    });
  });

  it('all 88 rows without a filter; a course listed under two sub-domains appears twice', async () => {
    const body = (await api.app.inject({ url: '/api/v1/cultures', headers })).json();
    expect(body.count).toBe(88);
    const algorithm = body.content.filter(
      (course: { number: string }) => course.number === 'HALR1239',
    );
    expect(algorithm.map((course: { type: string }) => course.type)).toEqual([
      '컴퓨팅사고와문제해결',
      '알고리즘과게임콘텐츠',
    ]);
    const humanities = (
      await api.app.inject({ url: '/api/v1/cultures?subDomain=BALANCE_HUMANITIES', headers })
    ).json();
    expect(humanities.count).toBe(12);
  });
});
