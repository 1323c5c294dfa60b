import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
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
      window.alert(
        intl.formatMessage(
          { id: 'mypage.sessions.signedOut' },
          { device: deviceName(intl, session) },
        ),
      );
    });
  };

  const signOutOthers = () =>
    void submit(async () => {
      await endOtherSessions();
      sessions.replace(loaded.filter((kept) => kept.current));
      window.alert(intl.formatMessage({ id: 'mypage.sessions.othersSignedOut' }));
    });

  return (
    <Card>
      <Panel
        title={intl.formatMessage({ id: 'mypage.sessions.title' })}
        actions={
          <Button
            variant="secondary"
            disabled={pending || others.length === 0}
            onClick={signOutOthers}
          >
            <FormattedMessage id="mypage.sessions.signOutOthers" />
          </Button>
        }
      >
        <AsyncContent data={sessions} {...loadMessages(intl, 'mypage.sessions.what')}>
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
  const intl = useIntl();
  const name = deviceName(intl, session);
  return (
    <li className="mypage-sessions__item" aria-current={session.current ? 'true' : undefined}>
      <div className="mypage-sessions__device">
        <p className="mypage-sessions__name">
          {name}
          {session.current ? (
            <span className="mypage-sessions__current">
              <FormattedMessage id="mypage.sessions.current" />
            </span>
          ) : null}
        </p>
        <dl className="mypage-sessions__times">
          <dt>
            <FormattedMessage id="mypage.sessions.firstSignIn" />
          </dt>
          <dd>{shortDateTime(session.createdAt)}</dd>
          <dt>
            <FormattedMessage id="mypage.sessions.lastUsed" />
          </dt>
          <dd>{shortDateTime(session.lastUsedAt)}</dd>
        </dl>
      </div>
      <Button
        variant="secondary"
        disabled={disabled}
        aria-label={intl.formatMessage(
          { id: session.current ? 'mypage.sessions.signOutCurrent' : 'mypage.sessions.signOutOf' },
          { device: name },
        )}
        onClick={onSignOut}
      >
        <FormattedMessage id="mypage.sessions.signOut" />
      </Button>
    </li>
  );
}
