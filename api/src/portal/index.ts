import path from 'node:path';
import { API_ROOT } from '../paths';
import { loadDemoStudents } from './demo/demo-file';
import { createDemoPortal } from './demo/demo-portal';
import { createSmuPortal, type PortalBaseUrls } from './smu/smu-portal';
import type { Portal, PortalLogger } from './types';

/** The demo students shipped with the api (see README.md for the format and the accounts). */
export const DEFAULT_DEMO_PORTAL_FILE = path.join(API_ROOT, 'data', 'demo-portal.json');

export interface PortalOptions {
  kind: 'demo' | 'smu';
  /** demo: the students file (PORTAL_DEMO_FILE); absent or null = DEFAULT_DEMO_PORTAL_FILE. */
  demoFile?: string | null;
  /** smu: where the SSO and the portal live (tests point them at the stand-in). */
  baseUrls?: Partial<PortalBaseUrls>;
  /** smu: time limit of each HTTP request in ms (default 10 000). */
  timeoutMs?: number;
  /** smu: receives one line per failure (step, code, reason; never a password or portal data). */
  logger?: PortalLogger;
}

/**
 * Creates the configured portal. The demo file is read and validated here, so a bad file stops
 * the server at start with a DemoPortalFileError listing every problem.
 */
export function createPortal(options: PortalOptions): Portal {
  if (options.kind === 'demo') {
    return createDemoPortal(loadDemoStudents(options.demoFile ?? DEFAULT_DEMO_PORTAL_FILE));
  }
  return createSmuPortal(options);
}

export { PORTAL_ERRORS, PortalError, type PortalErrorCode } from './errors';
export { DemoPortalFileError } from './demo/demo-file';
export type { PortalBaseUrls } from './smu/smu-portal';
export type {
  Portal,
  PortalCourse,
  PortalCredentials,
  PortalLogger,
  PortalStudent,
  PortalTranscript,
} from './types';
