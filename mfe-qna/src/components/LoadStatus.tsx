import { Button } from 'shared-ui';
import './loading.css';

/** Shown while a page's data is on its way. */
export function LoadingMessage() {
  return (
    <p role="status" className="qna-load-status">
      불러오는 중…
    </p>
  );
}

export interface LoadFailureProps {
  /** What could not be loaded, e.g. "질문 목록을 불러오지 못했습니다.". */
  message: string;
  onRetry: () => void;
}

/** A failed load (network, server) that may well work a moment later. */
export function LoadFailure({ message, onRetry }: LoadFailureProps) {
  return (
    <div className="qna-load-status">
      <p role="alert">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        다시 시도
      </Button>
    </div>
  );
}

/** Nothing to show because the api has no such thing (e.g. "해당 질문을 찾을 수 없습니다."). */
export function MissingMessage({ children }: { children: string }) {
  return <p className="qna-load-status">{children}</p>;
}
