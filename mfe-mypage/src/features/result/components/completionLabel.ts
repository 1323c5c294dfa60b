/** 이수 / 미이수, as the 교양 tables say it. */
export function completionLabel(completed: boolean): string {
  return completed ? '이수' : '미이수';
}
