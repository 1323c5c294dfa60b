import type { Static } from 'typebox';
import type {
  DepartmentChangeBodySchema,
  EditableDepartmentListSchema,
  ExemptionChangeBodySchema,
  LanguageChangeBodySchema,
  MemberCountSchema,
  MemberInfoSchema,
  MemberPageSchema,
  MemberSummarySchema,
  PasswordChangeBodySchema,
  PasswordResetBodySchema,
} from '../../api/src/modules/members/schemas';

/** GET /members/count */
export type MemberCount = Static<typeof MemberCountSchema>;
/** GET /members/me and the answer of every change to it. */
export type MemberInfo = Static<typeof MemberInfoSchema>;
/** 이수 면제; a member without one has null. */
export type Exemption = NonNullable<MemberInfo['exemption']>;
/** PATCH /members/me/password */
export type PasswordChangeBody = Static<typeof PasswordChangeBodySchema>;
/** PATCH /members/password/reset */
export type PasswordResetBody = Static<typeof PasswordResetBodySchema>;
/** PATCH /members/me/department */
export type DepartmentChangeBody = Static<typeof DepartmentChangeBodySchema>;
/** PATCH /members/me/exemption */
export type ExemptionChangeBody = Static<typeof ExemptionChangeBodySchema>;
/** PATCH /members/me/language: the member's language ('ko' | 'en', also MemberInfo['language']). */
export type LanguageChangeBody = Static<typeof LanguageChangeBodySchema>;
/** GET /departments/editable */
export type EditableDepartmentList = Static<typeof EditableDepartmentListSchema>;
export type EditableDepartment = EditableDepartmentList['content'][number];
/** GET /members (admin) */
export type MemberPage = Static<typeof MemberPageSchema>;
/** A row of GET /members. */
export type MemberSummary = Static<typeof MemberSummarySchema>;
