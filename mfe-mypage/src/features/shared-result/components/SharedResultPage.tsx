import type { SharedResult } from '@smunity/api-contract';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { categoryLabel, domainLabel, ruleSetLabel } from '../../../components/requirement/labels';
import {
  creditFigures,
  domainFigures,
  RequirementCard,
} from '../../../components/requirement/RequirementCard';
import {
  categoriesOf,
  creditVerdict,
  domainUnit,
  domainVerdict,
  isApplicable,
} from '../../../components/requirement/requirements';
import { fetchSharedResult } from '../api/sharedResultApi';
import './sharedResult.css';

/**
 * /shared/{token}, for anyone holding the link (no login): the result as it was when it was
 * shared, read-only, with the date it stands for. No 학번, no courses; the name if shared.
 */
export function SharedResultPage() {
  const token = useParams().token ?? '';
  const shared = useAsyncData((signal) => fetchSharedResult(token, signal), [token]);
  const intl = useIntl();

  if (shared.state.status === 'error' && isNotFound(shared.state.error)) {
    return <SharedResultMissing />;
  }
  return (
    <Container>
      <AsyncContent data={shared} {...loadMessages(intl, 'mypage.shared.what')}>
        {(result) => <SharedResultView result={result} />}
      </AsyncContent>
    </Container>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** An unknown, expired or revoked link (404 SHARE001), in the api's words. */
function SharedResultMissing() {
  const intl = useIntl();
  return (
    <Container>
      <PageHeader title={intl.formatMessage({ id: 'mypage.shared.missingTitle' })} />
      <div className="shared-result__missing">
        <MissingMessage>{intl.formatMessage({ id: 'mypage.shared.notFound' })}</MissingMessage>
        <ButtonLink to={ROUTES.HOME} variant="secondary">
          <FormattedMessage id="mypage.shared.toHome" />
        </ButtonLink>
      </div>
    </Container>
  );
}

function SharedResultView({ result }: { result: SharedResult }) {
  const intl = useIntl();
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
        title={intl.formatMessage({ id: 'mypage.shared.title' }, { day: isoDay(result.sharedAt) })}
        description={
          result.name === null
            ? undefined
            : intl.formatMessage({ id: 'mypage.shared.resultOf' }, { name: result.name })
        }
      />
      <dl className="shared-result__facts">
        <div>
          <dt>
            <FormattedMessage id="mypage.result.print.ruleSet" />
          </dt>
          <dd>{ruleSetLabel(intl, ruleSet.cohort, ruleSet.term)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="mypage.profile.info.department" />
          </dt>
          <dd>{departments}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="mypage.shared.expires" />
          </dt>
          <dd>{isoDay(result.expiresAt)}</dd>
        </div>
      </dl>
      {ruleSet.notice ? <p className="check-basis__notice">{ruleSet.notice}</p> : null}
      <p className="shared-result__note">
        <FormattedMessage id="mypage.shared.note" />
      </p>
      <div className="result-board">
        <CreditSummaryCard credit={credit} member={result.name} />
        <div className="result-board__requirements">
          {categories.map(({ category, result: box }) => (
            <RequirementCard
              key={category}
              title={categoryLabel(intl, category)}
              figures={creditFigures(intl, box.status)}
              completion={box.status.completion}
              verdict={creditVerdict(intl, box.completed, box.status)}
            />
          ))}
          {domains.map(({ domain, result: box }) => (
            <RequirementCard
              key={domain}
              title={domainLabel(intl, domain)}
              figures={domainFigures(intl, domainUnit(domain), box.status)}
              completion={box.status.completion}
              verdict={domainVerdict(intl, domain, box.completed)}
            />
          ))}
        </div>
      </div>
    </article>
  );
}
