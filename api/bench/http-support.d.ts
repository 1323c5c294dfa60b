// Types of http-support.js for src/rolling-restart.test.ts.
export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any shape, as JSON.parse gives
  json: any;
}

export interface HttpClient {
  call(
    method: string,
    pathAndQuery: string,
    options?: {
      body?: unknown;
      rawBody?: string;
      headers?: Record<string, string>;
      signal?: AbortSignal;
    },
  ): Promise<HttpAnswer>;
  close(): Promise<void>;
}

/** The tokens of a login. */
export interface Session {
  accessToken: string;
  refreshToken: string;
}

export function httpClient(
  baseUrl: string,
  connections: number,
  options?: { /** PEM of the CA that signed an https:// base's certificate. */ ca?: string },
): HttpClient;
export function demoStudents(count: number): string[];
export function signUp(client: HttpClient, username: string): Promise<void>;
export function logIn(client: HttpClient, username: string): Promise<Session>;
export function machineLoad(): string;
