import type { ActiveSession } from '@smunity/api-contract';
import { logout, useSubmission } from '@smunity/shared-auth';
import { AsyncContent, Button, shortDateTime, useAsyncData } from '@smunity/shared-ui';
import { Card, Panel } from '../../../components/Panel';
import { loadMessages } from '../../../components/loadMessages';
import { endOtherSessions, endSession, fetchSessions } from '../api/sessionsApi';
import { deviceName } from '../sessionText';
import './sessions.css';

/**
 * "로그인 기기": where the member is signed in (docs/adr/0026), and the way to sign a device out.
 * Another device's tokens stop working at its next call; this device's "로그아웃" is the usual
 * logout (the api ends this session and the page goes home).
 */
export function SessionsCard() {
  const sessions = useAsyncData(fetchSessions, []);
  const { pending, submit } = useSubmission();
  const loaded = sessions.state.status === 'ready' ? sessions.state.data : [];
  const others = loaded.filter((session) => !session.current);

  const signOut = (session: ActiveSession) => {
    if (session.current) {
      void logout();
      return;
    }
    void submit(async () => {
      await endSession(session.id);
      sessions.replace(loaded.filter((kept) => kept.id !== session.id));
      window.alert(`${deviceName(session)} 기기에서 로그아웃했습니다.`);
    });
  };

  const signOutOthers = () =>
    void submit(async () => {
      await endOtherSessions();
      sessions.replace(loaded.filter((kept) => kept.current));
      window.alert('다른 기기에서 모두 로그아웃했습니다.');
    });

  return (
    <Card>
      <Panel
        title="로그인 기기"
        actions={
          <Button
            variant="secondary"
            disabled={pending || others.length === 0}
            onClick={signOutOthers}
          >
            다른 기기 모두 로그아웃
          </Button>
        }
      >
        <AsyncContent data={sessions} {...loadMessages('로그인 기기')}>
          {(list) => (
            <ul className="mypage-sessions">
              {list.map((session) => (
                <SessionItem
                  key={session.id}
                  session={session}
                  disabled={pending}
                  onSignOut={() => signOut(session)}
                />
              ))}
            </ul>
          )}
        </AsyncContent>
      </Panel>
    </Card>
  );
}

interface SessionItemProps {
  session: ActiveSession;
  disabled: boolean;
  onSignOut: () => void;
}

function SessionItem({ session, disabled, onSignOut }: SessionItemProps) {
  const name = deviceName(session);
  return (
    <li className="mypage-sessions__item" aria-current={session.current ? 'true' : undefined}>
      <div className="mypage-sessions__device">
        <p className="mypage-sessions__name">
          {name}
          {session.current ? <span className="mypage-sessions__current">현재 기기</span> : null}
        </p>
        <dl className="mypage-sessions__times">
          <dt>처음 로그인</dt>
          <dd>{shortDateTime(session.createdAt)}</dd>
          <dt>마지막 사용</dt>
          <dd>{shortDateTime(session.lastUsedAt)}</dd>
        </dl>
      </div>
      <Button
        variant="secondary"
        disabled={disabled}
        aria-label={`${name}${session.current ? ' (현재 기기)' : ''} 로그아웃`}
        onClick={onSignOut}
      >
        로그아웃
      </Button>
    </li>
  );
}
