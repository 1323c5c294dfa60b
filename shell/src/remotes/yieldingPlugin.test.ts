import { createYieldingPlugin } from './yieldingPlugin';

type Hook = (...args: never[]) => unknown;

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

async function settlesNow(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  return settled;
}

describe('yielding plugin', () => {
  it.each(['beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory'] as const)(
    '%s goes on only once the browser has had its turn',
    async (hookName) => {
      const turn = deferred();
      const plugin = createYieldingPlugin(() => turn.promise);
      const hook = plugin[hookName] as Hook | undefined;
      if (!hook) throw new Error(`${hookName} is missing`);

      const step = Promise.resolve(hook());
      expect(await settlesNow(step)).toBe(false);
      turn.resolve();
      // Nothing for the runtime to take as a changed argument: the step goes on as it was.
      await expect(step).resolves.toBeUndefined();
    },
  );
});
