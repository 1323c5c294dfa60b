// GET /members/me of the tests' usual member: 김상명, 컴퓨터과학전공 alone, admitted 2019 (yearId 4),
// the department fixed by the portal, no exemption, Korean. A test names only what it changes.
import type { MemberInfo } from '@smunity/api-contract';

export function aMember(fields: Partial<MemberInfo> = {}): MemberInfo {
  return {
    username: '201910101',
    name: '김상명',
    department: '컴퓨터과학전공',
    deptCode: '03005',
    deptEditable: false,
    secondDepartment: null,
    secondDeptCode: null,
    yearId: 4,
    exemption: null,
    language: 'ko',
    ...fields,
  };
}
