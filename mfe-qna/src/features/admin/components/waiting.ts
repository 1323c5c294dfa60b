const HOUR_MS = 3_600_000;

/** How long a question has waited, as an admin reads it: '3시간', '2일', '1시간 미만'. */
export function waitingTime(createdAt: string, now: number): string {
  const hours = Math.floor((now - Date.parse(createdAt)) / HOUR_MS);
  if (hours < 1) return '1시간 미만';
  if (hours < 48) return `${hours}시간`;
  return `${Math.floor(hours / 24)}일`;
}
