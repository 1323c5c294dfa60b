import type { InjectOptions } from 'fastify';
import { expectRefusal } from './answers';
import type { TestApi } from './app';
import { bearer, deletedMemberHeaders } from './fixtures';

/** A request to a route for members only, without its headers. */
export type MemberRoute = Pick<InjectOptions, 'payload'> & {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
};

/**
 * The tests every route for members only passes, one of each per route: a visitor gets 401
 * ACCOUNT007; a verification token (a student signing up, not yet a member) 403 ACCOUNT008; the
 * token of a deleted member 401 ACCOUNT014 (its sessions went with it).
 */
export function itRefusesAllButMembers(api: TestApi, routes: readonly MemberRoute[]): void {
  it.each(routes)('$method $url: a visitor gets 401 ACCOUNT007', async (route) => {
    expectRefusal(await api.app.inject(route), 401, {
      code: 'ACCOUNT007',
      message: '로그인 후 이용가능합니다. 토큰을 입력해 주세요.',
    });
  });

  it.each(routes)('$method $url: a verification token gets 403 ACCOUNT008', async (route) => {
    const headers = bearer(api.tokens.signVerification('201910101').token);
    expectRefusal(await api.app.inject({ ...route, headers }), 403, {
      code: 'ACCOUNT008',
      message: '권한이 없습니다.',
    });
  });

  it.each(routes)(
    '$method $url: the token of a deleted member gets 401 ACCOUNT014',
    async (route) => {
      const headers = await deletedMemberHeaders(api);
      expectRefusal(await api.app.inject({ ...route, headers }), 401, {
        code: 'ACCOUNT014',
        message: '로그인이 종료되었습니다. 다시 로그인해주세요.',
      });
    },
  );
}
