import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, useSubmission } from '@smunity/shared-auth';
import { Button, ButtonLink, Container, PageHeader, ROUTES, useHydrated } from '@smunity/shared-ui';
import { confirmMailAddress } from '../api/mailSettingsApi';
import './mail-settings.css';

/** The api's words for a used, expired or replaced link (400 NOTIFICATION007). */
export const LINK_INVALID =
  '확인 링크가 올바르지 않거나 만료되었습니다. 마이페이지에서 확인 메일을 다시 보내 주세요.';

/** The token of the mailed link, from its fragment (`#token=…`), which no server ever sees. */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * /mypage/mail-confirmation#token=…, the link of a confirmation mail (no login). Opening it
 * changes nothing: the address is confirmed only when its owner presses the button, so a mail
 * scanner that fetches or renders the link confirms no one's address (docs/adr/0034).
 */
export function MailConfirmationPage() {
  const token = tokenOf(useLocation().hash);
  // A server renders the page without the fragment: the token is known once hydrated.
  const hydrated = useHydrated();
  const missing = hydrated && token === '';
  const [outcome, setOutcome] = useState<{ done: boolean; message: string } | null>(null);
  const { pending, submit } = useSubmission();

  const confirm = () =>
    void submit(async () => {
      try {
        await confirmMailAddress(token);
        setOutcome({
          done: true,
          message: '이메일 주소를 확인했습니다. 이제 답변 알림 메일을 받을 수 있습니다.',
        });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 400) throw error;
        setOutcome({ done: false, message: LINK_INVALID });
      }
    });

  return (
    <Container>
      <PageHeader title="이메일 주소 확인" />
      <div className="mypage-mail">
        {outcome === null ? (
          <>
            <p>스뮤니티의 답변 알림 메일을 이 주소로 받으려면 아래 버튼을 눌러 주세요.</p>
            <div>
              <Button
                type="button"
                disabled={!hydrated || pending || token === ''}
                onClick={confirm}
              >
                이메일 주소 확인
              </Button>
            </div>
            {missing ? <p role="alert">{LINK_INVALID}</p> : null}
          </>
        ) : (
          <>
            <p role={outcome.done ? 'status' : 'alert'}>{outcome.message}</p>
            <div>
              <ButtonLink to={ROUTES.MYPAGE} variant="secondary">
                마이페이지로
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </Container>
  );
}
