import { AppError, ERROR_CATALOGUE } from '../errors';
import { metrics } from './metrics';

/** Why a request was shed: the label of http_requests_shed_total. */
export type ShedReason =
  'inFlight' | 'eventLoopDelay' | 'eventLoopUtilization' | 'poolWaiting' | 'poolWait';

/**
 * The refusal of a request the process has no room for: 503 COMMON010 with Retry-After, counted
 * by reason. Counted, not logged one by one: at five times capacity a line per refusal would be
 * load too.
 */
export function shed(reason: ShedReason, retryAfterSeconds: number): AppError {
  metrics.requestsShed.inc({ reason });
  const { status, message } = ERROR_CATALOGUE.COMMON010;
  return new AppError('COMMON010', status, message, undefined, retryAfterSeconds);
}
