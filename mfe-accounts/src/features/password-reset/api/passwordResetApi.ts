import type { PasswordResetBody } from '@smunity/api-contract';
import { ensureOk, publicClient, type ResetAuthorization } from '@smunity/shared-auth';

/**
 * PATCH /members/password/reset: the new SMUNITY password. The reset token from the portal
 * verification authorises it, hence the public client with its own Authorization header.
 */
export async function resetPassword(
  { authToken }: ResetAuthorization,
  password: string,
): Promise<void> {
  const body: PasswordResetBody = { password };
  ensureOk(
    await publicClient.patch('/members/password/reset', body, {
      headers: { Authorization: `Bearer ${authToken}` },
    }),
  );
}
