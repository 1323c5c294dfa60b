/** 답변완료 once an admin answered, else 접수 (received). */
export function questionStatusLabel(answered: boolean): string {
  return answered ? '답변완료' : '접수';
}
