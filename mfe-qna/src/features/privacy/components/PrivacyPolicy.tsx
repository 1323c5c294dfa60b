import type { PrivacyPolicy as Policy } from '@smunity/api-contract';
import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { COOKIE_LIFETIME_DAYS, COOKIE_NAMES } from '@smunity/shared-auth';
import { DEFAULT_LOCALE, ROUTES, formatNumber } from '@smunity/shared-ui';
import './privacy.css';

interface CookieFacts {
  name: string;
  purpose: string;
  lifetime: string;
  scripts: string;
}

/**
 * Every cookie the site sets, with what it holds and how long it lasts: the login cookie's
 * periods from the api's settings, the page's own cookies from shared-auth (their one source).
 */
function cookiesOf({ loginCookie, googleAnalytics }: Policy, intl: IntlShape): CookieFacts[] {
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `qna.privacy.cookies.${id}` }, values);
  const readable = text('readable');
  const lifetime = text('days', { days: formatNumber(COOKIE_LIFETIME_DAYS) });
  return [
    {
      name: loginCookie.name,
      purpose: text('login.purpose'),
      lifetime: text('login.lifetime', {
        idleDays: formatNumber(loginCookie.idleDays),
        maxDays: formatNumber(loginCookie.maxDays),
      }),
      scripts: text('login.scripts'),
    },
    {
      name: COOKIE_NAMES.member,
      purpose: text('member.purpose'),
      lifetime: text('member.lifetime', { lifetime }),
      scripts: readable,
    },
    {
      name: COOKIE_NAMES.verification,
      purpose: text('verification.purpose'),
      lifetime: text('verification.lifetime', { lifetime }),
      scripts: readable,
    },
    {
      name: COOKIE_NAMES.resetAuthorization,
      purpose: text('reset.purpose'),
      lifetime: text('reset.lifetime', { lifetime }),
      scripts: readable,
    },
    ...(googleAnalytics
      ? [
          {
            name: '_ga, _ga_*',
            purpose: text('analytics.purpose'),
            lifetime: text('analytics.lifetime'),
            scripts: readable,
          },
        ]
      : []),
  ];
}

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
const telephone = (chunks: ReactNode[]) => <a href={`tel:${chunks.join('')}`}>{chunks}</a>;

/** One text of the policy: `qna.privacy.<id>`. */
function Text({
  id,
  values,
}: {
  id: string;
  values?: ComponentProps<typeof FormattedMessage>['values'];
}) {
  return <FormattedMessage id={`qna.privacy.${id}`} values={values} />;
}

/** A numbered section: its h2 (`<name>.heading`) and its content. */
function Section({ name, children }: { name: string; children: ReactNode }) {
  const headingId = `privacy-${name}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Text id={`${name}.heading`} />
      </h2>
      {children}
    </section>
  );
}

/** A list of the policy's texts, one item each. */
function TextList({ ids }: { ids: string[] }) {
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>
          <Text id={id} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The privacy policy (개인정보처리방침) in the sections 개인정보 보호법 §30 asks for. What varies with
 * the deployment — the items and their retention, Google Analytics, the officer — comes from
 * `policy` (GET /privacy/policy); the rest describes what the code does everywhere. The Korean
 * policy is the binding one: a translation says so first.
 */
export function PrivacyPolicy({ policy }: { policy: Policy }) {
  const intl = useIntl();
  const { officer, googleAnalytics } = policy;
  return (
    <div className="qna-privacy">
      {intl.locale === DEFAULT_LOCALE ? null : (
        <p>
          <strong>
            <Text id="binding" />
          </strong>
        </p>
      )}
      <Section name="purpose">
        <p>
          <Text id="purpose.intro" />
        </p>
        <TextList
          ids={[
            'purpose.members',
            'purpose.check',
            'purpose.board',
            'purpose.abuse',
            'purpose.stats',
          ]}
        />
      </Section>

      <Section name="items">
        <p>
          <Text id="items.intro" />
        </p>
        <div className="qna-privacy-table">
          <table>
            <caption>
              <Text id="items.caption" />
            </caption>
            <thead>
              <tr>
                {['when', 'items', 'purpose', 'retention'].map((column) => (
                  <th key={column} scope="col">
                    <Text id={`items.${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {policy.collected.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.when}</th>
                  <td data-label={intl.formatMessage({ id: 'qna.privacy.items.items' })}>
                    <ul>
                      {item.items.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </ul>
                  </td>
                  <td data-label={intl.formatMessage({ id: 'qna.privacy.items.purpose' })}>
                    {item.purpose}
                  </td>
                  <td data-label={intl.formatMessage({ id: 'qna.privacy.items.retention' })}>
                    {item.retention}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          <Text id="items.portalPassword" values={{ strong }} />
        </p>
      </Section>

      <Section name="destruction">
        <p>
          <Text id="destruction.text" />
        </p>
      </Section>

      <Section name="provision">
        <p>
          <Text id="provision.rule" />
        </p>
        <p>
          <Text id="provision.portal" />
        </p>
      </Section>

      <Section name="processors">
        {googleAnalytics ? (
          <>
            <p>
              <Text id="processors.intro" />
            </p>
            <TextList
              ids={[
                'processors.recipient',
                'processors.items',
                'processors.when',
                'processors.retention',
                'processors.refusal',
              ]}
            />
          </>
        ) : (
          <p>
            <Text id="processors.none" />
          </p>
        )}
      </Section>

      <Section name="cookies">
        <p>
          <Text id="cookies.intro" />
        </p>
        <ul className="qna-privacy-cookies">
          {cookiesOf(policy, intl).map((cookie) => (
            <li key={cookie.name}>
              <h3>
                <code>{cookie.name}</code>
              </h3>
              <dl>
                <div>
                  <dt>
                    <Text id="cookies.purpose" />
                  </dt>
                  <dd>{cookie.purpose}</dd>
                </div>
                <div>
                  <dt>
                    <Text id="cookies.lifetime" />
                  </dt>
                  <dd>{cookie.lifetime}</dd>
                </div>
                <div>
                  <dt>
                    <Text id="cookies.scripts" />
                  </dt>
                  <dd>{cookie.scripts}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <p>
          <Text id="cookies.refusal" />
        </p>
      </Section>

      <Section name="rights">
        <p>
          <Text id="rights.intro" />
        </p>
        <ul>
          <li>
            <Text
              id="rights.access"
              values={{ link: (chunks: ReactNode[]) => <Link to={ROUTES.MYPAGE}>{chunks}</Link> }}
            />
          </li>
          <li>
            <Text id="rights.correction" />
          </li>
          <li>
            <Text id="rights.deletion" />
          </li>
          <li>
            <Text id="rights.other" />
          </li>
        </ul>
      </Section>

      <Section name="safety">
        <TextList
          ids={['safety.hash', 'safety.portal', 'safety.attempts', 'safety.admins', 'safety.logs']}
        />
      </Section>

      <Section name="officer">
        <p>
          <Text id="officer.intro" />
        </p>
        {officer.name === null && officer.email === null ? (
          <p>
            <Text id="officer.none" />
          </p>
        ) : (
          <ul>
            {officer.name !== null && (
              <li>
                <Text id="officer.name" values={{ name: officer.name }} />
              </li>
            )}
            {officer.email !== null && (
              <li>
                <Text
                  id="officer.email"
                  values={{
                    email: <a href={`mailto:${officer.email}`}>{officer.email}</a>,
                  }}
                />
              </li>
            )}
          </ul>
        )}
      </Section>

      <Section name="remedies">
        <p>
          <Text id="remedies.intro" />
        </p>
        <ul>
          {['reportCenter', 'mediation', 'prosecution', 'police'].map((body) => (
            <li key={body}>
              <Text id={`remedies.${body}`} values={{ tel: telephone }} />
            </li>
          ))}
        </ul>
      </Section>

      <Section name="changes">
        <p>
          <Text id="changes.text" values={{ strong }} />
        </p>
        <p>
          <Text id="changes.effective" values={{ date: policy.effectiveDate }} />
        </p>
      </Section>
    </div>
  );
}
