// Helpers for the reference data suites and the replicas test (not a test file).

/** What the pages say for a 2026 student while only 2025's curriculum is there. */
export const NOTICE_2026 =
  '2026학번 교육과정이 아직 등록되지 않아 2025학번 교육과정으로 검사했습니다.';

/** The set with `lines` appended to `file`. */
function withRows(files: ReadonlyMap<string, string>, file: string, lines: string[]) {
  const copy = new Map(files);
  copy.set(file, `${files.get(file)!.trimEnd()}\n${lines.join('\n')}\n`);
  return copy;
}

/** The set plus a 2026 cohort whose curriculum is a copy of 2025's (years id 10 → 11). */
export function withCohort2026(files: ReadonlyMap<string, string>) {
  const curriculum = files.get('curriculum.csv')!.trimEnd().split('\n');
  const ids = curriculum.slice(1).map((line) => Number(line.split(',')[0]));
  const rows2025 = curriculum.filter((line) => line.split(',')[1] === '10');
  const copied = rows2025.map((line, index) => {
    const [, , ...rest] = line.split(',');
    return [Math.max(...ids) + index + 1, 11, ...rest].join(',');
  });
  return withRows(withRows(files, 'years.csv', ['11,2026,2026']), 'curriculum.csv', copied);
}
