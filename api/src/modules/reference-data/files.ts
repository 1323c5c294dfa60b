import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REFERENCE_FILES } from '../../db/reference-data';
import { RULE_FILES } from '../../db/seed-rules';

/** A set of data files: file name → text. */
export type FileSet = ReadonlyMap<string, string>;

/** The folders of api/data and of an exported set, and the files each holds. */
export const DATA_FOLDERS = {
  reference: Object.values(REFERENCE_FILES),
  rules: Object.values(RULE_FILES),
} as const;

export const DATA_FILE_NAMES: readonly string[] = [
  ...DATA_FOLDERS.reference,
  ...DATA_FOLDERS.rules,
];

/**
 * Reads a set from a folder laid out like api/data (reference/ and rules/), or holding all the
 * files side by side. Only .csv files are read; the import names any it does not know.
 */
export async function readFileSet(folder: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const readCsvFiles = async (directory: string) => {
    for (const entry of await readdir(directory, { withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.csv')) {
        files.set(entry.name, await readFile(path.join(directory, entry.name), 'utf8'));
      }
    }
  };
  await readCsvFiles(folder);
  for (const sub of Object.keys(DATA_FOLDERS)) {
    const directory = path.join(folder, sub);
    const exists = await readdir(directory).then(
      () => true,
      () => false,
    );
    if (exists) await readCsvFiles(directory);
  }
  return files;
}

/** Writes a set as api/data lays it out: <folder>/reference/*.csv and <folder>/rules/*.csv. */
export async function writeFileSet(folder: string, files: FileSet): Promise<string[]> {
  const written: string[] = [];
  for (const [sub, names] of Object.entries(DATA_FOLDERS)) {
    await mkdir(path.join(folder, sub), { recursive: true });
    for (const name of names) {
      const text = files.get(name);
      if (text === undefined) continue;
      const target = path.join(folder, sub, name);
      await writeFile(target, text);
      written.push(target);
    }
  }
  return written;
}
