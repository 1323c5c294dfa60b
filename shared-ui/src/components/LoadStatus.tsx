import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AsyncData } from '../hooks/useAsyncData';
import { Button } from './Button';
import './LoadStatus.css';

export interface LoadingMessageProps {
  /** What is on its way, e.g. "회원 통계를 불러오는 중…"; "불러오는 중…" when not given. */
  children?: string;
}

/** Shown while data is on its way (announced as a status). */
export function LoadingMessage({ children }: LoadingMessageProps) {
  return (
    <p role="status" className="su-load-status">
      {children ?? <FormattedMessage id="ui.load.loading" />}
    </p>
  );
}

export interface LoadFailureProps {
  /** What could not be loaded, e.g. "질문 목록을 불러오지 못했습니다.". */
  message: string;
  /** The failed request's id, when the api named it: shown small to quote on the Q&A board. */
  reference?: string;
  onRetry: () => void;
}

/**
 * The id of the request an error came from: errors that name one carry it as a string
 * `requestId` (shared-auth's ApiError and the failures of its HTTP clients do).
 */
export function errorReferenceOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('requestId' in error)) return undefined;
  return typeof error.requestId === 'string' && error.requestId !== ''
    ? error.requestId
    : undefined;
}

/** "오류 번호: …", small: what a student quotes so that an admin finds the request in the logs. */
export function ErrorReference({ id }: { id: string }) {
  return (
    <small className="su-error-reference">
      <FormattedMessage id="ui.load.errorReference" values={{ id }} />
    </small>
  );
}

/** A failed load (network, server) that may well work a moment later: its alert and 다시 시도. */
export function LoadFailure({ message, reference, onRetry }: LoadFailureProps) {
  return (
    <div className="su-load-status">
      <p role="alert">
        {message}
        {reference !== undefined && <ErrorReference id={reference} />}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="ui.load.retry" />
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
    return (
      <LoadFailure message={message} reference={errorReferenceOf(state.error)} onRetry={reload} />
    );
  }
  return <>{children(state.data)}</>;
}
