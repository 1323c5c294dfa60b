import type { ReactNode } from 'react';
import type { AsyncData } from '../hooks/useAsyncData';
import { Button } from './Button';
import './LoadStatus.css';

export interface LoadingMessageProps {
  /** What is on its way, e.g. "회원 통계를 불러오는 중…". */
  children?: string;
}

/** Shown while data is on its way (announced as a status). */
export function LoadingMessage({ children = '불러오는 중…' }: LoadingMessageProps) {
  return (
    <p role="status" className="su-load-status">
      {children}
    </p>
  );
}

export interface LoadFailureProps {
  /** What could not be loaded, e.g. "질문 목록을 불러오지 못했습니다.". */
  message: string;
  onRetry: () => void;
}

/** A failed load (network, server) that may well work a moment later: its alert and 다시 시도. */
export function LoadFailure({ message, onRetry }: LoadFailureProps) {
  return (
    <div className="su-load-status">
      <p role="alert">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        다시 시도
      </Button>
    </div>
  );
}

/** Nothing to show because the api has no such thing (e.g. "해당 질문을 찾을 수 없습니다."). */
export function MissingMessage({ children }: { children: string }) {
  return <p className="su-load-status">{children}</p>;
}

export interface AsyncContentProps<T> {
  /** What useAsyncData gives. */
  data: Pick<AsyncData<T>, 'state' | 'reload'>;
  /** The loading line; "불러오는 중…" when not given. */
  loadingMessage?: string;
  /** The failure's alert: a text, or one made from the error (e.g. with the api's message). */
  failureMessage: string | ((error: unknown) => string);
  /** The content, once the data is there. */
  children: (data: T) => ReactNode;
}

/** Data from useAsyncData: its loading line, its failure with 다시 시도, or the content. */
export function AsyncContent<T>({
  data: { state, reload },
  loadingMessage,
  failureMessage,
  children,
}: AsyncContentProps<T>) {
  if (state.status === 'loading') return <LoadingMessage>{loadingMessage}</LoadingMessage>;
  if (state.status === 'error') {
    const message =
      typeof failureMessage === 'function' ? failureMessage(state.error) : failureMessage;
    return <LoadFailure message={message} onRetry={reload} />;
  }
  return <>{children(state.data)}</>;
}
