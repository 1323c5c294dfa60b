/** The message of a question's status: 답변완료 once an admin answered, else 접수 (received). */
export function questionStatusId(answered: boolean): string {
  return answered ? 'qna.question.statusAnswered' : 'qna.question.statusReceived';
}
