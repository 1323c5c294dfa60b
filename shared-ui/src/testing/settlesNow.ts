/**
 * Whether `promise` settles once the promise callbacks already waiting have run, that is without
 * waiting for another task: what tells work done now from work left for a later task.
 */
export async function settlesNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return settled;
}
