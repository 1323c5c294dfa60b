import { PortalError, type Portal } from '../portal';
import { metrics } from './metrics';

/** The portal with every call counted, and every failure by its code (AUTH001, SMU002, …). */
export function countedPortal(portal: Portal): Portal {
  return {
    fetchStudent: (credentials) => counted('fetchStudent', () => portal.fetchStudent(credentials)),
    fetchCourses: (credentials) => counted('fetchCourses', () => portal.fetchCourses(credentials)),
  };
}

async function counted<T>(operation: keyof Portal, call: () => Promise<T>): Promise<T> {
  metrics.portalCalls.inc({ operation });
  try {
    return await call();
  } catch (error) {
    const code = error instanceof PortalError ? error.code : 'unexpected';
    metrics.portalFailures.inc({ operation, code });
    throw error;
  }
}
