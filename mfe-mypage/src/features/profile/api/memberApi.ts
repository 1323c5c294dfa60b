import type {
  EditableDepartment,
  EditableDepartmentList,
  Exemption,
  MemberInfo,
  MyData,
  PortalCredentials,
} from '@smunity/api-contract';
import { authClient, ensureOk, PORTAL_TIMEOUT_MS } from '@smunity/shared-auth';

/** Reads name and departments again from the portal; the api deletes the stored courses. */
export async function refreshMyInfo(credentials: PortalCredentials): Promise<MemberInfo> {
  return ensureOk(
    await authClient.put<MemberInfo>('/members/me', credentials, { timeout: PORTAL_TIMEOUT_MS }),
  );
}

/** The current password is asked again: an access token alone may not change it. */
export async function changePassword(change: {
  password: string;
  currentPassword: string;
}): Promise<MemberInfo> {
  return ensureOk(await authClient.patch<MemberInfo>('/members/me/password', change));
}

export async function changeDepartment(departmentId: number): Promise<MemberInfo> {
  return ensureOk(await authClient.patch<MemberInfo>('/members/me/department', { departmentId }));
}

export async function changeExemption(exemption: Exemption | null): Promise<MemberInfo> {
  return ensureOk(await authClient.patch<MemberInfo>('/members/me/exemption', { exemption }));
}

/** The password is asked again: an access token alone may not delete the account. */
export async function deleteMyAccount(password: string): Promise<void> {
  ensureOk(await authClient.delete('/members/me', { data: { password } }));
}

export async function fetchEditableDepartments(signal: AbortSignal): Promise<EditableDepartment[]> {
  const response = await authClient.get<EditableDepartmentList>('/departments/editable', {
    signal,
  });
  return ensureOk(response).content;
}

/** GET /privacy/my-data: everything the api keeps about the member (내 정보 내려받기). */
export async function fetchMyData(): Promise<MyData> {
  return ensureOk(await authClient.get<MyData>('/privacy/my-data'));
}
