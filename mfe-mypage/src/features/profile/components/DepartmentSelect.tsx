import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSubmission } from '@smunity/shared-auth';
import { useAsyncData } from '@smunity/shared-ui';
import type { MemberInfo } from '@smunity/api-contract';
import { changeDepartment, fetchEditableDepartments } from '../api/memberApi';
import { CurriculumLink } from './CurriculumLink';

export interface DepartmentSelectProps {
  member: MemberInfo;
  /** The id of the element naming the select (the table's 학과 header). */
  labelledBy: string;
  onChanged: (member: MemberInfo) => void;
}

/**
 * For a member whose department is a track they may switch (지능·데이터융합학부 → 핀테크전공 …):
 * the tracks to choose from. Until the list is there, the department is shown as a link.
 */
export function DepartmentSelect({ member, labelledBy, onChanged }: DepartmentSelectProps) {
  const intl = useIntl();
  const { state } = useAsyncData(fetchEditableDepartments, []);
  const { pending, submit } = useSubmission();

  if (state.status !== 'ready') {
    return <CurriculumLink departmentName={member.department} departmentCode={member.deptCode} />;
  }

  const departments = state.data;
  const current = departments.find((department) => department.name === member.department);

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const departmentId = Number(event.target.value);
    void submit(async () => {
      const updated = await changeDepartment(departmentId);
      onChanged(updated);
      window.alert(intl.formatMessage({ id: 'mypage.profile.department.saved' }));
    });
  };

  return (
    <select
      className="mypage-select"
      aria-labelledby={labelledBy}
      value={current ? String(current.id) : ''}
      onChange={handleChange}
      disabled={pending}
    >
      {current ? null : (
        // The api's list lacks the member's department: show it rather than a wrong choice.
        <option value="" disabled>
          {member.department}
        </option>
      )}
      {departments.map((department) => (
        <option key={department.id} value={department.id}>
          {department.name}
        </option>
      ))}
    </select>
  );
}
