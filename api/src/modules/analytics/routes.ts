import type { DomainPlugin } from '../../context';
import { withoutShareTokens } from '../../http/share-tokens';
import { createRetentionPurge } from '../privacy/retention';
import { insertPageView } from './queries';
import { PageViewBodySchema, PageViewResponses } from './schemas';

export const analyticsRoutes: DomainPlugin = async (app, { context }) => {
  const retention = createRetentionPurge(context.db, context.config.retention, context.now);
  // A failed purge fails nothing else: it is logged, and tried again with the next page view
  // (retention.ts). At start it runs without holding the start up, so an api whose database is
  // away still starts and answers 503 COMMON009.
  const purge = () =>
    retention.purgeIfDue().catch((error: unknown) => {
      app.log.warn({ err: error }, 'retention purge failed; tried again with the next page view');
    });
  app.addHook('onReady', async () => {
    void purge();
  });
  app.post(
    '/analytics/pageviews',
    {
      schema: {
        tags: ['analytics'],
        summary: '페이지 조회 기록 (셸이 경로가 바뀔 때마다 보냄)',
        body: PageViewBodySchema,
        response: PageViewResponses,
      },
    },
    async (request, reply) => {
      // A public write: limited per client address, counted in the store every replica shares,
      // so it cannot be used to fill the disk.
      await context.attemptLimits.pageViews.consume({ ip: request.ip });
      const { path, referrer, title } = request.body;
      // The shell sends /shared/:token already; a client that does not is not trusted with it.
      await insertPageView(context.db, {
        path: withoutShareTokens(path),
        referrer: referrer ? withoutShareTokens(referrer) : null,
        // No User-Agent: the admins' charts count paths and days only (docs/adr/0037).
        title: title || null,
      });
      await purge();
      return reply.status(204).send(null);
    },
  );
};
