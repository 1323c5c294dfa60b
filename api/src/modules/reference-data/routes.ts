import { adminOf } from '../../auth/principal';
import type { DomainPlugin } from '../../context';
import { AppError } from '../../errors';
import { registerExportRoute } from './export-route';
import { currentAdmin } from './queries';
import { ImportBodySchema, ImportResponses, ReferenceDataStatusResponses } from './schemas';
import { importReferenceData, referenceDataStatus } from './service';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
/** A whole set (the timetable file alone is ~1 MB) as JSON text. */
const IMPORT_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * The admins' 기준 데이터 page (issue 23): what reference data is live, and the same import as
 * `npm run data -w api -- import` for an uploaded set of files. Admins only, decided before the
 * body is read (401 ACCOUNT007 / 403 ACCOUNT008); an import is recorded in the admin audit log.
 */
export const referenceDataRoutes: DomainPlugin = async (app, { context }) => {
  const { db } = context;

  app.addHook('onRequest', async (request) => {
    const admin = adminOf(request);
    if ((await currentAdmin(db, admin.memberId)) === undefined) throw AppError.of('ACCOUNT008');
  });
  registerExportRoute(app, context);

  app.get(
    '/admin/reference-data',
    {
      schema: {
        tags,
        security,
        summary: '기준 데이터 현황: 학번(교육과정), 학기, 시간표 연도, 가져오기 기록',
        response: ReferenceDataStatusResponses,
      },
    },
    async () => {
      const status = await referenceDataStatus(db);
      return {
        ...status,
        updatedAt: status.updatedAt?.toISOString() ?? null,
        imports: status.imports.map((entry) => ({
          id: entry.id,
          source: entry.source,
          actor:
            entry.actor_username === null
              ? null
              : { username: entry.actor_username, name: entry.actor_name ?? '' },
          occurredAt: entry.occurred_at.toISOString(),
          summary: entry.detail,
        })),
      };
    },
  );

  app.post(
    '/admin/reference-data/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags,
        security,
        summary: '기준 데이터 파일 묶음 가져오기 (dryRun: 바뀔 내용만)',
        description:
          '파일 오류는 400 DATA001, detail에 파일별로 행과 열을 적습니다. 오류가 하나라도 있으면 아무것도 바꾸지 않습니다.',
        body: ImportBodySchema,
        response: ImportResponses,
      },
    },
    async (request) => {
      const admin = await currentAdmin(db, adminOf(request).memberId);
      if (admin === undefined) throw AppError.of('ACCOUNT008');
      const files = new Map<string, string>();
      for (const file of request.body.files) files.set(file.name, file.content);
      const outcome = await importReferenceData(db, files, {
        dryRun: request.body.dryRun,
        actor: { source: 'WEB', member: admin },
      });
      if (outcome.status === 'invalid') throw AppError.of('DATA001', errorsByFile(outcome.errors));
      return outcome;
    },
  );
};

/**
 * The errors grouped by the file they name (the text before the first space or colon). Built
 * as a Map: a file named `__proto__` or `constructor` is a key like any other.
 */
function errorsByFile(errors: readonly string[]): Record<string, string> {
  const byFile = new Map<string, string>();
  for (const error of errors) {
    const file = /^[^\s:]+/.exec(error)?.[0] ?? '';
    const earlier = byFile.get(file);
    byFile.set(file, earlier === undefined ? error : `${earlier}\n${error}`);
  }
  return Object.fromEntries(byFile);
}
