import type { Plan, PlanChoicesBody } from '@smunity/api-contract';
import { API_BASE_URL, authClient, ensureOk } from '@smunity/shared-auth';
import { toQuery, type PlanChoices } from '../draft';

const PLAN_PATH = '/plan';

/** GET /plan without choices (the saved choices' plan), as the client asks it. */
export const SAVED_PLAN_URL = `${API_BASE_URL}${PLAN_PATH}`;

/**
 * The plan page's one read (the saved choices' plan, with what it is checked against): the
 * shell's server preloads it on a member's plan page (the route's handle, docs/adr/0042) and
 * renders the page with its answer, which fetchPlan returns unchanged.
 */
export const PLAN_PAGE_FIRST_READS = [SAVED_PLAN_URL];

/** GET /plan: with `choices`, a plan for them (nothing saved); without, the saved choices'. */
export async function fetchPlan(choices: PlanChoices | null, signal: AbortSignal): Promise<Plan> {
  const response = await authClient.get<Plan>(PLAN_PATH, {
    params: choices === null ? undefined : toQuery(choices),
    signal,
  });
  return ensureOk(response);
}

/** PUT /plan: saves the choices and answers their plan. */
export async function savePlan(choices: PlanChoices): Promise<Plan> {
  const body: PlanChoicesBody = choices;
  return ensureOk(await authClient.put<Plan>(PLAN_PATH, body));
}
