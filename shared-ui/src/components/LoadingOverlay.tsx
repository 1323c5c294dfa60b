import { useIntl } from 'react-intl';
import './LoadingOverlay.css';

export interface LoadingOverlayProps {
  active: boolean;
  /** Announced to screen readers ("처리 중입니다…" when not given); the spinner is decorative. */
  label?: string;
}

/** Covers the page while a submission runs, so it cannot be sent twice. */
export function LoadingOverlay({ active, label }: LoadingOverlayProps) {
  const { formatMessage } = useIntl();
  if (!active) return null;
  return (
    <div className="su-loading-overlay" role="status" aria-live="polite">
      <span className="su-loading-overlay__spinner" aria-hidden="true" />
      <span className="su-visually-hidden">
        {label ?? formatMessage({ id: 'ui.overlay.processing' })}
      </span>
    </div>
  );
}
