import type { PrivacyPolicy as Policy } from '@smunity/api-contract';
import { Link } from 'react-router-dom';
import { COOKIE_LIFETIME_DAYS, COOKIE_NAMES } from '@smunity/shared-auth';
import { ROUTES } from '@smunity/shared-ui';
import './privacy.css';

interface CookieFacts {
  name: string;
  purpose: string;
  lifetime: string;
  scripts: string;
}

const READABLE = '사이트의 스크립트가 읽습니다.';

/**
 * Every cookie the site sets, with what it holds and how long it lasts: the login cookie's
 * periods from the api's settings, the page's own cookies from shared-auth (their one source).
 */
function cookiesOf({ loginCookie, googleAnalytics }: Policy): CookieFacts[] {
  const pageDays = `${COOKIE_LIFETIME_DAYS}일`;
  return [
    {
      name: loginCookie.name,
      purpose: '로그인을 유지하기 위한 토큰 (새 접근 토큰을 받을 때 씁니다)',
      lifetime: `마지막으로 쓴 뒤 ${loginCookie.idleDays}일, 한 로그인은 최대 ${loginCookie.maxDays}일. 로그아웃하면 삭제`,
      scripts: '읽을 수 없습니다 (HttpOnly).',
    },
    {
      name: COOKIE_NAMES.member,
      purpose: '로그인한 회원의 학번, 회원 등급(일반/관리자)과 접근 토큰: 화면 표시와 요청 인증',
      lifetime: `${pageDays}. 로그아웃하면 삭제`,
      scripts: READABLE,
    },
    {
      name: COOKIE_NAMES.verification,
      purpose: '회원가입 중 재학생 인증 결과 (학번, 이름, 학과, 이메일, 인증 토큰)',
      lifetime: `${pageDays}. 가입을 마치면 삭제`,
      scripts: READABLE,
    },
    {
      name: COOKIE_NAMES.resetAuthorization,
      purpose: '비밀번호 찾기 중 인증 결과 (학번, 인증 토큰)',
      lifetime: `${pageDays}. 비밀번호를 바꾸면 삭제`,
      scripts: READABLE,
    },
    ...(googleAnalytics
      ? [
          {
            name: '_ga, _ga_*',
            purpose: 'Google 애널리틱스가 방문자를 구별하기 위한 식별자',
            lifetime: '2년',
            scripts: READABLE,
          },
        ]
      : []),
  ];
}

/**
 * The privacy policy (개인정보처리방침) in the sections 개인정보 보호법 §30 asks for. What varies with
 * the deployment — the items and their retention, Google Analytics, the officer — comes from
 * `policy` (GET /privacy/policy); the rest describes what the code does everywhere.
 */
export function PrivacyPolicy({ policy }: { policy: Policy }) {
  const { officer, googleAnalytics } = policy;
  return (
    <div className="qna-privacy">
      <section aria-labelledby="privacy-purpose">
        <h2 id="privacy-purpose">1. 개인정보의 처리 목적</h2>
        <p>
          스뮤니티(SMUNITY, 이하 ‘스뮤니티’)는 상명대학교 학생이 졸업요건을 스스로 확인하도록 돕는
          사이트이며, 상명대학교가 공식적으로 운영하는 서비스가 아닙니다. 스뮤니티는 다음 목적에
          필요한 개인정보만 처리하며, 목적이 바뀌면 미리 동의를 받습니다.
        </p>
        <ul>
          <li>재학생 인증과 회원 관리 (가입, 로그인, 본인 확인, 탈퇴)</li>
          <li>졸업요건 검사, 추천 과목, 졸업 계획, 검사 결과 공유</li>
          <li>Q&A 게시판 운영 (질문과 답변), 내 질문에 답변이 달렸다는 알림 (사이트와 이메일)</li>
          <li>부정 로그인과 무차별 대입 방지, 관리자 권한 행사의 기록</li>
          <li>관리자 화면의 방문 통계</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-items">
        <h2 id="privacy-items">2. 처리하는 개인정보의 항목과 보유 기간</h2>
        <p>
          아래 표의 보유 기간은 스뮤니티 서버가 실제로 삭제에 쓰는 설정에서 그대로 읽어 온 값입니다.
        </p>
        <div className="qna-privacy-table">
          <table>
            <caption>수집 시점별 항목, 목적, 보유 기간</caption>
            <thead>
              <tr>
                <th scope="col">수집 시점</th>
                <th scope="col">항목</th>
                <th scope="col">목적</th>
                <th scope="col">보유 기간</th>
              </tr>
            </thead>
            <tbody>
              {policy.collected.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{item.when}</th>
                  <td data-label="항목">
                    <ul>
                      {item.items.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </ul>
                  </td>
                  <td data-label="목적">{item.purpose}</td>
                  <td data-label="보유 기간">{item.retention}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          샘물 포털 비밀번호는 재학생 인증과 기이수과목·내 정보 업데이트를 위해 그 요청에서 포털에
          전달할 때만 쓰며, <strong>저장하거나 기록하지 않습니다.</strong>
        </p>
      </section>

      <section aria-labelledby="privacy-destruction">
        <h2 id="privacy-destruction">3. 개인정보의 파기 절차와 방법</h2>
        <p>
          보유 기간이 지난 정보는 서버의 삭제 작업이 한 시간 안에 데이터베이스에서 지웁니다. 회원
          탈퇴 시에는 회원 정보, 기이수과목, 졸업 계획, 공유 링크, 로그인 기기와 기록, 작성한 질문이
          즉시 삭제되고, 관리자가 쓴 답변은 작성자 정보 없이 남습니다. 전자적 파일은 복구할 수
          없도록 삭제하며, 종이로 출력한 개인정보는 없습니다.
        </p>
      </section>

      <section aria-labelledby="privacy-provision">
        <h2 id="privacy-provision">4. 개인정보의 제3자 제공</h2>
        <p>
          스뮤니티는 이용자의 동의가 있거나 법령에 특별한 규정이 있는 경우를 제외하고는 개인정보를
          제3자에게 제공하지 않습니다.
        </p>
        <p>
          재학생 인증과 기이수과목 업데이트 때에는 이용자가 입력한 학번과 비밀번호로 상명대학교 샘물
          포털에 이용자 본인으로 로그인해 정보를 읽어 옵니다. 포털의 답 가운데 이름, 이메일, 학과와
          기이수과목 목록(F 학점 여부 외의 성적 제외)만 보관하며, 그 밖의 내용은 보관하지 않습니다.
        </p>
      </section>

      <section aria-labelledby="privacy-processors">
        <h2 id="privacy-processors">5. 개인정보 처리의 위탁과 국외 이전</h2>
        {googleAnalytics ? (
          <>
            <p>스뮤니티는 방문 통계를 위해 다음과 같이 개인정보 처리를 위탁하고 있습니다.</p>
            <ul>
              <li>수탁자: Google LLC (Google 애널리틱스), 미국으로 이전</li>
              <li>
                이전 항목: 열람한 페이지의 주소와 제목, 이전 페이지 주소, 브라우저와 기기 정보, IP
                주소, 쿠키 식별자
              </li>
              <li>이전 시점과 방법: 페이지를 열 때마다 네트워크로 전송</li>
              <li>보유 기간: Google 애널리틱스에 설정된 데이터 보관 기간</li>
              <li>거부 방법: 아래 6.의 쿠키 거부 (거부해도 사이트 이용에는 제한이 없습니다)</li>
            </ul>
          </>
        ) : (
          <p>
            스뮤니티는 개인정보 처리를 위탁하거나 국외로 이전하지 않습니다. 방문 통계도 스뮤니티
            서버에만 기록합니다.
          </p>
        )}
      </section>

      <section aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">6. 쿠키의 설치·운영과 거부</h2>
        <p>스뮤니티가 두는 쿠키는 다음이 전부입니다.</p>
        <ul className="qna-privacy-cookies">
          {cookiesOf(policy).map((cookie) => (
            <li key={cookie.name}>
              <h3>
                <code>{cookie.name}</code>
              </h3>
              <dl>
                <div>
                  <dt>담긴 정보와 목적</dt>
                  <dd>{cookie.purpose}</dd>
                </div>
                <div>
                  <dt>보유 기간</dt>
                  <dd>{cookie.lifetime}</dd>
                </div>
                <div>
                  <dt>스크립트 접근</dt>
                  <dd>{cookie.scripts}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <p>
          브라우저의 설정(예: 설정 › 개인정보 보호 › 쿠키)에서 쿠키 저장을 거부하거나 삭제할 수
          있습니다. 로그인 쿠키를 거부하면 로그인이 필요한 기능을 이용할 수 없습니다.
        </p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">7. 정보주체의 권리와 행사 방법</h2>
        <p>
          이용자는 언제든지 다음 권리를 행사할 수 있으며, 대부분은 사이트에서 바로 할 수 있습니다.
        </p>
        <ul>
          <li>
            열람: <Link to={ROUTES.MYPAGE}>마이페이지</Link>의 ‘내 정보 내려받기’로 저장된 내 정보를
            모두 JSON 파일로 받을 수 있습니다.
          </li>
          <li>
            정정: 마이페이지의 ‘내 정보 업데이트’(샘물 포털에서 다시 읽기)와 학과·이수 면제 변경
          </li>
          <li>삭제: 내가 쓴 글과 공유 링크 삭제, 로그인 기기 로그아웃, 회원 탈퇴</li>
          <li>
            처리정지와 그 밖의 요청: 아래 개인정보 보호책임자에게 이메일로 요청하시면 지체 없이
            처리하고 결과를 알려 드립니다.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-safety">
        <h2 id="privacy-safety">8. 개인정보의 안전성 확보 조치</h2>
        <ul>
          <li>스뮤니티 비밀번호는 되돌릴 수 없는 해시(scrypt)로만 저장합니다.</li>
          <li>샘물 포털 비밀번호와 포털의 답 전체는 저장하거나 기록하지 않습니다.</li>
          <li>로그인과 포털 인증 시도 횟수를 제한합니다.</li>
          <li>회원 목록 등은 관리자만 볼 수 있고, 관리자 권한의 부여·회수는 기록합니다.</li>
          <li>서버 기록에는 비밀번호, 토큰, 요청 내용을 남기지 않습니다.</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-officer">
        <h2 id="privacy-officer">9. 개인정보 보호책임자</h2>
        <p>개인정보 처리에 관한 문의, 불만, 피해 구제 요청은 아래로 연락해 주세요.</p>
        {officer.name === null && officer.email === null ? (
          <p>운영자가 개인정보 보호책임자를 아직 지정하지 않았습니다.</p>
        ) : (
          <ul>
            {officer.name !== null && <li>책임자: {officer.name}</li>}
            {officer.email !== null && (
              <li>
                연락처: <a href={`mailto:${officer.email}`}>{officer.email}</a>
              </li>
            )}
          </ul>
        )}
      </section>

      <section aria-labelledby="privacy-remedies">
        <h2 id="privacy-remedies">10. 권익침해 구제 방법</h2>
        <p>개인정보 침해에 대한 신고나 상담은 아래 기관에 문의하실 수 있습니다.</p>
        <ul>
          <li>
            개인정보침해 신고센터: (국번없이) <a href="tel:118">118</a>
          </li>
          <li>
            개인정보 분쟁조정위원회: <a href="tel:1833-6972">1833-6972</a>
          </li>
          <li>
            대검찰청 사이버수사과: (국번없이) <a href="tel:1301">1301</a>
          </li>
          <li>
            경찰청 사이버수사국: (국번없이) <a href="tel:182">182</a>
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-changes">
        <h2 id="privacy-changes">11. 개인정보처리방침의 변경</h2>
        <p>
          개인정보처리방침이 바뀌면 변경 사항을 게시하며, 변경된 방침은{' '}
          <strong>게시한 날로부터 7일 후부터 효력이 발생</strong>합니다. 다만, 수집하는 개인정보의
          항목, 이용 목적의 변경 등 이용자 권리의 중대한 변경이 있을 때는{' '}
          <strong>최소 30일 전에 미리 알려드리겠습니다.</strong>
        </p>
        <p>시행일: {policy.effectiveDate}</p>
      </section>
    </div>
  );
}
