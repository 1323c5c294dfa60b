import { FormattedMessage } from 'react-intl';
import { useSubmission } from '@smunity/shared-auth';
import { Button } from '@smunity/shared-ui';
import { fetchMyData } from '../api/memberApi';

/** The file the member gets: the api's answer as it came, indented to be read. */
export const MY_DATA_FILE_NAME = 'smunity-my-data.json';

/**
 * "내 정보 내려받기": everything stored about the member (profile, courses, plan, shares,
 * sessions, logins, questions, answers), saved as a JSON file — the right of access the privacy
 * policy promises, without asking anyone.
 */
export function MyDataDownload() {
  const { pending, submit } = useSubmission();
  const download = () =>
    submit(async () => {
      const data = await fetchMyData();
      const file = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = MY_DATA_FILE_NAME;
      link.click();
      URL.revokeObjectURL(url);
    });
  return (
    <Button variant="secondary" onClick={download} disabled={pending}>
      <FormattedMessage id="mypage.profile.myData.download" />
    </Button>
  );
}
