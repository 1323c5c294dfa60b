import type { ReactNode } from 'react';
import { getErrorMessage } from 'shared-auth';
import { Button } from 'shared-ui';
import type { Resource } from '../hooks/useResource';
import './panel.css';

export interface ResourceViewProps<Data> {
  resource: Resource<Data>;
  /** What is being loaded, e.g. "기이수과목" → "기이수과목 불러오는 중…". */
  what: string;
  children: (data: Data) => ReactNode;
}

/** A resource's loading line, its error with a retry button, or its content. */
export function ResourceView<Data>({ resource, what, children }: ResourceViewProps<Data>) {
  const { state, reload } = resource;
  if (state.status === 'loading') {
    return (
      <p role="status" className="mypage-status">
        {what} 불러오는 중…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="mypage-load-error">
        <p role="alert">
          {what} 불러오기에 실패했습니다. {getErrorMessage(state.error)}
        </p>
        <Button variant="secondary" onClick={reload}>
          다시 시도
        </Button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
