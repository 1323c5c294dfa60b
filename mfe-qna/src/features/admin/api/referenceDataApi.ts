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

/**
 * GET /admin/reference-data/export: the live data as the import reads it (12 CSV files in one
 * ZIP), saved by the browser under the name the api gives.
 */
export async function downloadReferenceData(): Promise<void> {
  const response = await authClient.get<Blob>('/admin/reference-data/export', {
    responseType: 'blob',
  });
  // A refusal's body is the api's JSON error, read as a Blob like the archive: read it back so
  // the page shows the api's Korean message.
  const archive =
    response.status >= 400
      ? ensureOk({ ...response, data: JSON.parse(await response.data.text()) as unknown })
      : response.data;
  const url = URL.createObjectURL(archive as Blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = EXPORT_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The api's name for the download (reference-data/export-route.ts). */
export const EXPORT_FILE_NAME = 'smunity-reference-data.zip';
