import { Container } from '../layout/Container';

/**
 * The site's unknown-route page in the words the shell uses (spec: 'Unexpected Application
 * Error!'), for an area that renders it itself: a remote mounted as a parcel (mf-platform's
 * createAreaParcel).
 */
export function NotFoundNotice() {
  return (
    <Container>
      <h1>Unexpected Application Error!</h1>
      <p>404 Not Found</p>
    </Container>
  );
}
