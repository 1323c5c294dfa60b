import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MemberInfo } from '@smunity/api-contract';
import { CurriculumLink } from './CurriculumLink';
import { DepartmentSelect } from './DepartmentSelect';
import { ExemptionSelect } from './ExemptionSelect';
import './mypage.css';

export interface MyInfoTableProps {
  member: MemberInfo;
  onChanged: (member: MemberInfo) => void;
}

/** 이름, 학번, 학과, 다전공 (if any), 이수 면제; the editable ones as selects. */
export function MyInfoTable({ member, onChanged }: MyInfoTableProps) {
  const departmentHeaderId = useId();
  const exemptionHeaderId = useId();

  return (
    <table className="mypage-info-table">
      <caption className="su-visually-hidden">
        <FormattedMessage id="mypage.profile.info.caption" />
      </caption>
      <tbody>
        <InfoRow header="mypage.profile.info.name">{member.name}</InfoRow>
        <InfoRow header="mypage.profile.info.username">{member.username}</InfoRow>
        <InfoRow header="mypage.profile.info.department" headerId={departmentHeaderId}>
          {member.deptEditable ? (
            <DepartmentSelect
              member={member}
              labelledBy={departmentHeaderId}
              onChanged={onChanged}
            />
          ) : (
            <CurriculumLink departmentName={member.department} departmentCode={member.deptCode} />
          )}
        </InfoRow>
        {member.secondDepartment ? (
          <InfoRow header="mypage.profile.info.secondDepartment">
            {member.secondDeptCode ? (
              <CurriculumLink
                departmentName={member.secondDepartment}
                departmentCode={member.secondDeptCode}
              />
            ) : (
              member.secondDepartment
            )}
          </InfoRow>
        ) : null}
        <InfoRow header="mypage.profile.info.exemption" headerId={exemptionHeaderId}>
          <ExemptionSelect member={member} labelledBy={exemptionHeaderId} onChanged={onChanged} />
        </InfoRow>
      </tbody>
    </table>
  );
}

/** A row headed by the message `header` (an id). */
function InfoRow({
  header,
  headerId,
  children,
}: {
  header: string;
  headerId?: string;
  children: ReactNode;
}) {
  return (
    <tr>
      <th scope="row" id={headerId}>
        <FormattedMessage id={header} />
      </th>
      <td>{children}</td>
    </tr>
  );
}
