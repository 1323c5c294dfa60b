import type { LightMyRequestResponse } from 'fastify';

// The api's answers to a refused request, as the error catalogue words them (src/errors.ts). The
// messages are written out here, not read from the catalogue, so that a changed text fails.

/** `status` with the catalogue's body for `code`: its message, and `detail` where the code has one. */
export function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  refusal: { code: string; message: string; detail?: Record<string, string> },
): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ ...refusal, requestId: expect.any(String) });
}

/** 400 VALID001 naming each refused field: a body its schema refuses. */
export function expectValidationError(
  response: LightMyRequestResponse,
  detail: Record<string, string>,
): void {
  expectRefusal(response, 400, {
    code: 'VALID001',
    message: '입력값에 대한 검증에 실패했습니다.',
    detail,
  });
}

/** 400 COMMON005, naming each refused parameter where given: a query or path value refused. */
export function expectBadRequestValue(
  response: LightMyRequestResponse,
  detail?: Record<string, string>,
): void {
  expectRefusal(response, 400, {
    code: 'COMMON005',
    message: '잘못된 요청 값입니다.',
    ...(detail === undefined ? {} : { detail }),
  });
}

/**
 * 400 `code` naming exactly `field`, in Korean: a value refused where the test names the field and
 * leaves its message to the schema's own (each field has its own).
 */
export function expectFieldRefused(
  response: LightMyRequestResponse,
  code: 'COMMON005' | 'VALID001',
  field: string,
): void {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.code).toBe(code);
  expect(Object.keys(body.detail)).toEqual([field]);
  expect(body.detail[field]).toMatch(/[가-힣]/);
}

/** 429 RATE001 with a Retry-After: an attempt limit is reached. */
export function expectRateLimited(response: LightMyRequestResponse): void {
  expectRefusal(response, 429, {
    code: 'RATE001',
    message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}
