import { createYieldingPlugin } from './yieldingPlugin';
import { settlesNow } from '@smunity/shared-ui/src/testing/settlesNow';

type Hook = (...args: never[]) => unknown;

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('yielding plugin', () => {
  it.each([
    'beforePreloadRemote',
    'beforeInitRemote',
    'beforeGetExpose',
    'beforeExecuteFactory',
  ] as const)('%s goes on only once the browser has had its turn', async (hookName) => {
    const turn = deferred();
    const plugin = createYieldingPlugin(() => turn.promise);
    const hook = plugin[hookName] as Hook | undefined;
    if (!hook) throw new Error(`${hookName} is missing`);

    const step = Promise.resolve(hook());
    expect(await settlesNow(step)).toBe(false);
    turn.resolve();
    // Nothing for the runtime to take as a changed argument: the step goes on as it was.
    await expect(step).resolves.toBeUndefined();
  });
});
