import type { SharedResult } from '@smunity/api-contract';
import { useParams } from 'react-router-dom';
import { ApiError } from '@smunity/shared-auth';
import {
  AsyncContent,
  ButtonLink,
  Container,
  MissingMessage,
  PageHeader,
  ROUTES,
  useAsyncData,
  isoDay,
} from '@smunity/shared-ui';
import { loadMessages } from '../../../components/loadMessages';
import { CreditSummaryCard } from '../../../components/requirement/CreditSummaryCard';
import '../../../components/checkBasis.css';
import { ruleSetLabel } from '../../../components/requirement/labels';
import {
  creditFigures,
  domainFigures,
  RequirementCard,
} from '../../../components/requirement/RequirementCard';
import {
  CATEGORY_LABEL,
  DOMAIN_LABEL,
  categoriesOf,
  creditVerdict,
  domainUnit,
  domainVerdict,
  isApplicable,
} from '../../../components/requirement/requirements';
import { fetchSharedResult } from '../api/sharedResultApi';
import './sharedResult.css';

/** The api's words for an unknown, expired or revoked link (404 SHARE001). */
export const SHARE_NOT_FOUND =
  '공유된 검사 결과를 찾을 수 없습니다. 링크가 만료되었거나 취소되었습니다.';

/**
 * /shared/{token}, for anyone holding the link (no login): the result as it was when it was
 * shared, read-only, with the date it stands for. No 학번, no courses; the name if shared.
 */
export function SharedResultPage() {
  const token = useParams().token ?? '';
  const shared = useAsyncData((signal) => fetchSharedResult(token, signal), [token]);

  if (shared.state.status === 'error' && isNotFound(shared.state.error)) {
    return <SharedResultMissing />;
  }
  return (
    <Container>
      <AsyncContent data={shared} {...loadMessages('공유된 검사 결과')}>
        {(result) => <SharedResultView result={result} />}
      </AsyncContent>
    </Container>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function SharedResultMissing() {
  return (
    <Container>
      <PageHeader title="공유된 검사 결과" />
      <div className="shared-result__missing">
        <MissingMessage>{SHARE_NOT_FOUND}</MissingMessage>
        <ButtonLink to={ROUTES.HOME} variant="secondary">
          홈으로
        </ButtonLink>
      </div>
    </Container>
  );
}

function SharedResultView({ result }: { result: SharedResult }) {
  const { credit, ruleSet } = result;
  const categories = result.categories.filter(
    ({ category, result: box }) =>
      categoriesOf(credit.isDoubleMajor).includes(category) && isApplicable(box.status),
  );
  const domains = result.domains.filter(({ result: box }) => isApplicable(box.status));
  const departments = [ruleSet.department, ruleSet.secondDepartment].filter(Boolean).join(' · ');

  return (
    <article className="shared-result">
      <PageHeader
        title={`공유된 졸업요건 검사 결과 (${isoDay(result.sharedAt)} 기준)`}
        description={result.name === null ? undefined : `${result.name} 님의 검사 결과`}
      />
      <dl className="shared-result__facts">
        <div>
          <dt>검사 기준</dt>
          <dd>{ruleSetLabel(ruleSet.cohort, ruleSet.term)}</dd>
        </div>
        <div>
          <dt>학과</dt>
          <dd>{departments}</dd>
        </div>
        <div>
          <dt>링크 만료</dt>
          <dd>{isoDay(result.expiresAt)}</dd>
        </div>
      </dl>
      {ruleSet.notice ? <p className="check-basis__notice">{ruleSet.notice}</p> : null}
      <p className="shared-result__note">
        공유한 시점의 결과이며 이후에 추가된 과목은 반영되지 않습니다. 학번과 과목 목록은 공유되지
        않습니다.
      </p>
      <div className="result-board">
        <CreditSummaryCard credit={credit} member={result.name} />
        <div className="result-board__requirements">
          {categories.map(({ category, result: box }) => (
            <RequirementCard
              key={category}
              title={CATEGORY_LABEL[category]}
              figures={creditFigures(box.status)}
              completion={box.status.completion}
              verdict={creditVerdict(box.completed, box.status)}
            />
          ))}
          {domains.map(({ domain, result: box }) => (
            <RequirementCard
              key={domain}
              title={DOMAIN_LABEL[domain]}
              figures={domainFigures(domainUnit(domain), box.status)}
              completion={box.status.completion}
              verdict={domainVerdict(domain, box.completed)}
            />
          ))}
        </div>
      </div>
    </article>
  );
}
