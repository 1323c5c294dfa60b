import type { ChangeEvent } from 'react';
import { useSubmission } from '@smunity/shared-auth';
import type { MemberInfo } from '@smunity/api-contract';
import { changeExemption } from '../api/memberApi';
import { EXEMPTION_OPTIONS, exemptionFromOptionValue, exemptionToOptionValue } from '../exemption';

export interface ExemptionSelectProps {
  member: MemberInfo;
  /** The id of the element naming the select (the table's 이수 면제 header). */
  labelledBy: string;
  onChanged: (member: MemberInfo) => void;
}

/** 이수 면제, saved as soon as it is chosen (it changes which 교양 areas are required). */
export function ExemptionSelect({ member, labelledBy, onChanged }: ExemptionSelectProps) {
  const { pending, submit } = useSubmission();

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const exemption = exemptionFromOptionValue(event.target.value);
    void submit(async () => {
      const updated = await changeExemption(exemption);
      onChanged(updated);
      window.alert('업데이트 되었습니다.');
    });
  };

  return (
    <select
      className="mypage-select"
      aria-labelledby={labelledBy}
      value={exemptionToOptionValue(member.exemption)}
      onChange={handleChange}
      disabled={pending}
    >
      {EXEMPTION_OPTIONS.map((option) => (
        <option key={option.label} value={exemptionToOptionValue(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
