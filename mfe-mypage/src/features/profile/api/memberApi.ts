import { authClient, ensureOk, PORTAL_TIMEOUT_MS } from 'shared-auth';
import type { Exemption, MemberInfo } from '../../../api/member';
import type { ListResponse } from '../../../api/responses';

/** GET /departments/editable */
export interface EditableDepartment {
  id: number;
  name: string;
  isEditable: boolean;
}

/** The portal login of the member (학번 and 샘물 password), used for one request only. */
export interface PortalCredentials {
  username: string;
  password: string;
}

/** Reads name and departments again from the portal; the api deletes the stored courses. */
export async function refreshMyInfo(credentials: PortalCredentials): Promise<MemberInfo> {
  return ensureOk(
    await authClient.put<MemberInfo>('/members/me', credentials, { timeout: PORTAL_TIMEOUT_MS }),
  );
}

export async function changePassword(password: string): Promise<MemberInfo> {
  return ensureOk(await authClient.patch<MemberInfo>('/members/me/password', { password }));
}

export async function changeDepartment(departmentId: number): Promise<MemberInfo> {
  return ensureOk(await authClient.patch<MemberInfo>('/members/me/department', { departmentId }));
}

export async function changeExemption(exemption: Exemption | null): Promise<MemberInfo> {
  return ensureOk(await authClient.patch<MemberInfo>('/members/me/exemption', { exemption }));
}

export async function deleteMyAccount(): Promise<void> {
  ensureOk(await authClient.delete('/members/me'));
}

export async function fetchEditableDepartments(signal: AbortSignal): Promise<EditableDepartment[]> {
  const response = await authClient.get<ListResponse<EditableDepartment>>('/departments/editable', {
    signal,
  });
  return ensureOk(response).content;
}
