import './LoadingOverlay.css';

export interface LoadingOverlayProps {
  active: boolean;
  /** Announced to screen readers; the spinner itself is decorative. */
  label?: string;
}

/** Covers the page while a submission runs, so it cannot be sent twice. */
export function LoadingOverlay({ active, label = '처리 중입니다…' }: LoadingOverlayProps) {
  if (!active) return null;
  return (
    <div className="su-loading-overlay" role="status" aria-live="polite">
      <span className="su-loading-overlay__spinner" aria-hidden="true" />
      <span className="su-visually-hidden">{label}</span>
    </div>
  );
}
