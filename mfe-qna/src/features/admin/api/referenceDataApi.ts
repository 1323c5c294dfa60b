import type {
  ReferenceDataImportBody,
  ReferenceDataImportResult,
  ReferenceDataStatus,
} from '@smunity/api-contract';
import { authClient, ensureOk } from '@smunity/shared-auth';

/** GET /admin/reference-data: cohorts, terms, timetable years and recent imports. */
export async function fetchReferenceData(signal: AbortSignal): Promise<ReferenceDataStatus> {
  return ensureOk(await authClient.get<ReferenceDataStatus>('/admin/reference-data', { signal }));
}

/** A CSV file's text (UTF-8, the data files' encoding). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name}: cannot be read`));
    reader.readAsText(file, 'utf-8');
  });
}

/** POST /admin/reference-data/import: the files checked (dryRun) or applied. */
export async function importReferenceData(
  files: readonly File[],
  dryRun: boolean,
): Promise<ReferenceDataImportResult> {
  const body: ReferenceDataImportBody = {
    dryRun,
    files: await Promise.all(
      files.map(async (file) => ({ name: file.name, content: await readText(file) })),
    ),
  };
  return ensureOk(
    await authClient.post<ReferenceDataImportResult>('/admin/reference-data/import', body),
  );
}
