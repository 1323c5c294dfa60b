import { use } from 'react';
import { Button, Container } from '@smunity/shared-ui';
import { RemoteRetryContext } from './RemoteRetryContext';

/** What an area shows when its remote is offline, failed to load or crashed. */
export function RemoteUnavailable() {
  const retry = use(RemoteRetryContext);
  return (
    <Container>
      {/* The alert holds the retry, so whoever hears or finds the failure finds the way out. */}
      <section role="alert" className="shell-remote-state">
        <p>이 영역을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>
        <Button onClick={retry}>다시 시도</Button>
      </section>
    </Container>
  );
}
