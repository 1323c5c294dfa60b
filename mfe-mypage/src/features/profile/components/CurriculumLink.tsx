import { FormattedMessage } from 'react-intl';
import { curriculumUrl } from '@smunity/shared-ui';

export interface CurriculumLinkProps {
  departmentName: string;
  departmentCode: string;
}

/** The department's name, linking to its curriculum on smu.ac.kr (in a new window). */
export function CurriculumLink({ departmentName, departmentCode }: CurriculumLinkProps) {
  return (
    <a href={curriculumUrl(departmentCode)} target="_blank" rel="noopener noreferrer">
      {departmentName}
      <span className="su-visually-hidden">
        <FormattedMessage id="mypage.profile.curriculumLink" />
      </span>
    </a>
  );
}
