import type { RegisterBody } from '@smunity/api-contract';
import { ensureOk, publicClient, type VerificationResult } from '@smunity/shared-auth';

/**
 * POST /accounts/register: the portal profile from the verification with the chosen SMUNITY
 * password. The verification token, not a member's, authorises it, hence the public client
 * with its own Authorization header.
 */
export async function registerMember(
  { authToken, name, username, department, secondDepartment, email }: VerificationResult,
  password: string,
): Promise<void> {
  const body: RegisterBody = { name, username, department, secondDepartment, email, password };
  ensureOk(
    await publicClient.post('/accounts/register', body, {
      headers: { Authorization: `Bearer ${authToken}` },
    }),
  );
}
