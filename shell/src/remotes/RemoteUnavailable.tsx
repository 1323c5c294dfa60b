import { use } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Container } from '@smunity/shared-ui';
import { RemoteRetryContext } from './RemoteRetryContext';

/** What an area shows when its remote is offline, failed to load or crashed. */
export function RemoteUnavailable() {
  const retry = use(RemoteRetryContext);
  return (
    <Container>
      {/* The alert holds the retry, so whoever hears or finds the failure finds the way out. */}
      <section role="alert" className="shell-remote-state">
        <p>
          <FormattedMessage id="area.unavailable" />
        </p>
        <Button onClick={retry}>
          <FormattedMessage id="area.retry" />
        </Button>
      </section>
    </Container>
  );
}
