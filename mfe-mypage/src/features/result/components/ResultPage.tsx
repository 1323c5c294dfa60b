import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  AsyncContent,
  Button,
  ButtonLink,
  Container,
  ROUTES,
  useAsyncData,
} from '@smunity/shared-ui';
import { CheckBasisNote } from '../../../components/CheckBasisNote';
import { loadMessages } from '../../../components/loadMessages';
import { PageHeading } from '../../../components/PageHeading';
import {
  fetchGraduationCheck,
  GRADUATION_CHECK_URL,
  type GraduationResult,
} from '../api/graduationResult';
import {
  categoriesOf,
  creditVerdict,
  isApplicable,
} from '../../../components/requirement/requirements';
import { CategoryCard } from './CategoryCard';
import { CourseLedgerModal } from './CourseLedgerModal';
import { CreditSummaryCard } from '../../../components/requirement/CreditSummaryCard';
import { DomainCard } from './DomainCard';
import { LedgerAppendix, PrintHeader } from './PrintSheet';
import { ShareDialog } from './ShareDialog';
import { creditFigures, RequirementCard } from '../../../components/requirement/RequirementCard';
import './result.css';

/** /mypage/result: the graduation check of the stored courses. */
export function ResultPage() {
  // From the answer the page was rendered with, if it was (the route's handle).
  const check = useAsyncData(fetchGraduationCheck, [], { firstData: GRADUATION_CHECK_URL });
  const [ledgerOpen, setLedgerOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const checked = check.state.status === 'ready' && check.state.data.checkable;
  const intl = useIntl();

  return (
    <Container>
      <PageHeading
        title={intl.formatMessage({ id: 'mypage.result.title' })}
        className="result-heading"
      >
        <div className="result-heading__actions">
          <ButtonLink to={ROUTES.MYPAGE_PLAN}>
            <FormattedMessage id="mypage.result.toPlan" />
          </ButtonLink>
          <ButtonLink to={ROUTES.MYPAGE_WHAT_IF} variant="secondary">
            <FormattedMessage id="mypage.result.toWhatIf" />
          </ButtonLink>
          <Button variant="secondary" onClick={() => setLedgerOpen(true)}>
            <FormattedMessage id="mypage.result.ledger.title" />
          </Button>
          {checked ? (
            <>
              <Button variant="secondary" onClick={() => setShareOpen(true)}>
                <FormattedMessage id="mypage.result.share.title" />
              </Button>
              {/* The browser's print, which also saves as PDF (A4 sheet: result.css). */}
              <Button variant="secondary" onClick={() => window.print()}>
                <FormattedMessage id="mypage.result.print" />
              </Button>
            </>
          ) : null}
        </div>
      </PageHeading>
      <AsyncContent data={check} {...loadMessages(intl, 'mypage.result.what')}>
        {(loaded) =>
          loaded.checkable ? (
            <>
              <PrintHeader result={loaded} />
              <CheckBasisNote basis={loaded.basis} />
              <ResultBoard result={loaded} />
              <LedgerAppendix entries={loaded.ledger.content} />
            </>
          ) : (
            <NotCheckableNotice />
          )
        }
      </AsyncContent>
      <CourseLedgerModal open={ledgerOpen} onClose={() => setLedgerOpen(false)} />
      <ShareDialog open={shareOpen} onClose={() => setShareOpen(false)} />
    </Container>
  );
}

/** Reached by its URL: the button on my page refuses the check for these members first. */
function NotCheckableNotice() {
  return (
    <div className="result-refused">
      <p role="alert">
        <FormattedMessage id="mypage.member.notCheckable" />
      </p>
      <ButtonLink to={ROUTES.MYPAGE} variant="secondary">
        <FormattedMessage id="mypage.result.backToMyPage" />
      </ButtonLink>
    </div>
  );
}

function ResultBoard({ result: { credit, categories, domains } }: { result: GraduationResult }) {
  const intl = useIntl();
  const overallMet = credit.completed >= credit.total;
  // The boxes of the member's major mode (ETC has none), in the api's display order.
  const shown = categoriesOf(credit.isDoubleMajor);
  return (
    <div className="result-board">
      <CreditSummaryCard
        credit={credit}
        member={`${credit.username} ${credit.name}`}
        // A single major's verdict on the total is the summary's: no second box with the same
        // totals (the original showed one on phones, under the summary).
        verdict={credit.isDoubleMajor ? undefined : creditVerdict(intl, overallMet, credit)}
      />
      <div className="result-board__requirements">
        {credit.isDoubleMajor ? (
          <RequirementCard
            title={intl.formatMessage({ id: 'mypage.summary.title' })}
            figures={creditFigures(intl, credit)}
            completion={credit.completion}
            verdict={creditVerdict(intl, overallMet, credit)}
          />
        ) : null}
        {categories
          .filter(({ category, result }) => shown.includes(category) && isApplicable(result.status))
          .map((categoryResult) => (
            <CategoryCard key={categoryResult.category} {...categoryResult} />
          ))}
        {domains
          .filter(({ result }) => isApplicable(result.status))
          .map((domainResult) => (
            <DomainCard key={domainResult.domain} {...domainResult} />
          ))}
      </div>
    </div>
  );
}
