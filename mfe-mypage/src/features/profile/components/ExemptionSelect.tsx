import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSubmission } from '@smunity/shared-auth';
import type { MemberInfo } from '@smunity/api-contract';
import { changeExemption } from '../api/memberApi';
import {
  EXEMPTION_OPTIONS,
  exemptionFromOptionValue,
  exemptionLabel,
  exemptionToOptionValue,
} from '../exemption';

export interface ExemptionSelectProps {
  member: MemberInfo;
  /** The id of the element naming the select (the table's 이수 면제 header). */
  labelledBy: string;
  onChanged: (member: MemberInfo) => void;
}

/** 이수 면제, saved as soon as it is chosen (it changes which 교양 areas are required). */
export function ExemptionSelect({ member, labelledBy, onChanged }: ExemptionSelectProps) {
  const intl = useIntl();
  const { pending, submit } = useSubmission();

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const exemption = exemptionFromOptionValue(event.target.value);
    void submit(async () => {
      const updated = await changeExemption(exemption);
      onChanged(updated);
      window.alert(intl.formatMessage({ id: 'mypage.profile.exemption.saved' }));
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
        <option key={exemptionToOptionValue(option)} value={exemptionToOptionValue(option)}>
          {exemptionLabel(intl, option)}
        </option>
      ))}
    </select>
  );
}
