import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '@smunity/shared-ui';

/**
 * Loading an area runs the federation runtime's steps one after the other in promise callbacks,
 * which the browser runs in one task: the files to load beside the remote's entry, the entry, its
 * container's sharing (a loadShare per singleton), the exposed module's chunks and the module itself: 50–80 ms on the simulated phone
 * after the first view of an area's page (docs/adr/0066). Each step here starts in a task of its
 * own instead. Waiting for the next task costs a few milliseconds per step, against the network
 * round trips the steps already wait for.
 */
export function createYieldingPlugin(
  yieldToBrowser: () => Promise<void> = nextTask,
): ModuleFederationRuntimePlugin {
  const inNextTask = async () => {
    await yieldToBrowser();
  };
  return {
    name: 'smunity-yielding',
    // After the remote's manifest is in, before the runtime works out which of the exposed
    // module's files to load alongside the entry: a semver check per singleton the remote shares
    // (6–9 ms here, in the task of the manifest's answer otherwise).
    beforePreloadRemote: inNextTask,
    // After the remote's entry has run, before its container shares the singletons.
    beforeInitRemote: inNextTask,
    // After the sharing, before the exposed module's chunks are asked for.
    beforeGetExpose: inNextTask,
    // After they have loaded, before the module runs.
    beforeExecuteFactory: inNextTask,
  };
}
