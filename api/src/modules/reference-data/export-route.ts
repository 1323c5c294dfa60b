import type { AppContext, DomainPlugin } from '../../context';
import { exportReferenceData } from './service';
import { zipArchive } from './zip';

/** The download's name: the files inside are the import's (api/data/reference, api/data/rules). */
export const EXPORT_FILE_NAME = 'smunity-reference-data.zip';

/**
 * GET /admin/reference-data/export: the live reference data as the import reads it, the same
 * files as `npm run data -w api -- export`, in one ZIP. Registered inside the module's plugin,
 * behind its admins-only hook.
 */
export function registerExportRoute(
  app: Parameters<DomainPlugin>[0],
  { db }: Pick<AppContext, 'db'>,
): void {
  app.get(
    '/admin/reference-data/export',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: '기준 데이터 내보내기: 가져오기와 같은 CSV 파일 12개를 ZIP 하나로',
        produces: ['application/zip'],
      },
    },
    async (_request, reply) =>
      reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(zipArchive(await exportReferenceData(db))),
  );
}
