// Envelopes of the api's answers (DOMAIN.md §4), shared by both pages of this remote.

/** `ListResponse`: a plain list with its length. */
export interface ListResponse<Item> {
  count: number;
  content: Item[];
}

/** Progress against one requirement; the same formulas for credits, courses and domains. */
export interface RequirementStatus {
  total: number;
  completed: number;
  /** max(0, total − completed) */
  required: number;
  /** Percent, 0–100 (100 when total is 0). */
  completion: number;
}

/** `ResultResponse`: a list plus whether its requirement is met (`total ≤ completed`). */
export interface ResultResponse<Item> extends ListResponse<Item> {
  completed: boolean;
  status: RequirementStatus;
}
