import type { Plan, PlanChoicesBody } from '@smunity/api-contract';
import { authClient, ensureOk } from '@smunity/shared-auth';
import { toQuery, type PlanChoices } from '../draft';

/** GET /plan: with `choices`, a plan for them (nothing saved); without, the saved choices'. */
export async function fetchPlan(choices: PlanChoices | null, signal: AbortSignal): Promise<Plan> {
  const response = await authClient.get<Plan>('/plan', {
    params: choices === null ? undefined : toQuery(choices),
    signal,
  });
  return ensureOk(response);
}

/** PUT /plan: saves the choices and answers their plan. */
export async function savePlan(choices: PlanChoices): Promise<Plan> {
  const body: PlanChoicesBody = choices;
  return ensureOk(await authClient.put<Plan>('/plan', body));
}
