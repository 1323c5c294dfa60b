/**
 * Portal department names that differ from ours (docs/domain.md §1): 지능·데이터융합학부 students
 * start in 핀테크전공 and may pick their track later (the department is editable); the portal
 * still uses the old name of 지능IOT융합전공.
 */
const PORTAL_DEPARTMENT_ALIASES: Readonly<Record<string, string>> = {
  '지능·데이터융합학부': '핀테크전공',
  융합전자공학전공: '지능IOT융합전공',
};

/** Maps a portal department name onto our department name (unknown names pass unchanged). */
export function normalizeDepartmentName(portalName: string): string {
  const name = portalName.trim();
  return PORTAL_DEPARTMENT_ALIASES[name] ?? name;
}

/**
 * The department named by a portal path such as "융합공과대학 지능·데이터융합학부" (the
 * portal's TMP_DEPT_MJR_NM / MJR_CD2): its last space-separated token, normalised.
 * Returns null when the path is blank (no second major).
 */
export function departmentFromPortalPath(path: string): string | null {
  const tokens = path.trim().split(/\s+/);
  const last = tokens[tokens.length - 1];
  return last ? normalizeDepartmentName(last) : null;
}
