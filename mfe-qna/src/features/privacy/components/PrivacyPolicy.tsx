import './privacy.css';

/** Who answers privacy questions (section 5). The operator's, as published by the original site. */
const PRIVACY_OFFICER = { name: '최현민', email: 'hyunmin-choi@naver.com' };

/** The privacy policy (개인정보처리방침), sections 1–5. */
export function PrivacyPolicy() {
  return (
    <div className="qna-privacy">
      <section aria-labelledby="privacy-about">
        <h2 id="privacy-about">1. 개인정보 처리 방침이란?</h2>
        <p>
          상명대학교 개발팀 SMUNITY (이하 ‘스뮤니티’라 함)는 이용자의 ‘동의를 기반으로 개인정보를
          수집·이용 및 제공’하고 있으며, ‘이용자의 권리 (개인정보 자기결정권)를 적극적으로
          보장’합니다.
        </p>
        <p>
          정보통신서비스 제공자가 준수하여야 하는 대한민국의 관계 법령 및 개인정보보호 규정, 지침을
          준수하고 있습니다.
        </p>
        <p>
          “개인정보 처리 방침”이란 이용자의 소중한 개인정보를 보호함으로써 이용자가 안심하고
          서비스를 이용할 수 있도록 스뮤니티가 준수해야 할 지침을 의미합니다. 본 개인정보 처리
          방침은 스뮤니티가 제공하는 상명대학교 졸업요건 검사 사이트와 상명대학교 청원 사이트 (이하
          ‘서비스’라 함)에 적용됩니다.
        </p>
      </section>

      <section aria-labelledby="privacy-collection">
        <h2 id="privacy-collection">2. 개인정보 수집</h2>
        <p>
          서비스 이용 과정에서 홈페이지 등을 통해 아래와 같이 서비스 제공을 위해 필요한 최소한의
          개인정보를 수집하고 있습니다.
        </p>
        <ul>
          <li>회원가입: 이름, 학번, 학과</li>
        </ul>
        <p>
          개인정보를 수집할 때에는 반드시 사전에 이용자에게 해당 사실을 알리고 동의를 구하고
          있습니다.
        </p>
      </section>

      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">3. 개인정보 이용</h2>
        <p>회원 관리, 서비스 제공·개선, 신규 서비스 개발 등을 위해 다음과 같이 이용합니다.</p>
        <ul>
          <li>사용자의 학번과 학과로 해당 졸업요건 확인</li>
          <li>사용자의 이수 과목을 통해 졸업요건 검사</li>
        </ul>
      </section>

      <section aria-labelledby="privacy-provision">
        <h2 id="privacy-provision">4. 개인정보 제공</h2>
        <p>
          스뮤니티는 이용자의 별도 동의가 있는 경우나 법령에 규정된 경우를 제외하고는 이용자의
          개인정보를 제3자에게 제공하지 않습니다.
        </p>
      </section>

      <section aria-labelledby="privacy-other">
        <h2 id="privacy-other">5. 기타</h2>
        <ol>
          <li>
            <h3>개인정보보호와 관련해서 궁금하신 사항은?</h3>
            <p>
              서비스를 이용하면서 발생하는 모든 개인정보보호 관련 문의, 불만, 조언이나 기타 사항은
              개인정보 보호 책임자 및 저희 팀으로 연락해 주시기 바랍니다. 스뮤니티는 여러분의
              목소리에 귀 기울이고 신속하고 충분한 답변을 드릴 수 있도록 최선을 다하겠습니다.
            </p>
          </li>
          <li>
            <h3>개인정보 보호 책임자</h3>
            <ul>
              <li>책임자: {PRIVACY_OFFICER.name}</li>
              <li>
                문의: <a href={`mailto:${PRIVACY_OFFICER.email}`}>{PRIVACY_OFFICER.email}</a>
              </li>
            </ul>
          </li>
          <li>
            <h3>개인정보 침해 신고 및 상담</h3>
            <p>
              개인정보가 침해되어 이에 대한 신고나 상담이 필요하신 경우에는 아래 기관에 문의하셔서
              도움을 받으실 수 있습니다.
            </p>
            <ul>
              <li>
                개인정보침해 신고센터: (국번없이) <a href="tel:118">118</a>
              </li>
              <li>
                대검찰청 사이버수사과: (국번없이) <a href="tel:1301">1301</a>
              </li>
            </ul>
          </li>
          <li>
            <h3>개인정보 처리 방침이 변경되는 경우</h3>
            <p>
              법률이나 서비스의 변경 사항을 반영하기 위한 목적 등으로 개인정보 처리 방침을 수정할 수
              있습니다. 개인정보 처리 방침이 변경되는 경우 스뮤니티는 변경 사항을 게시하며, 변경된
              개인정보 처리 방침은 <strong>게시한 날로부터 7일 후부터 효력이 발생</strong>합니다.
              다만, 수집하는 개인정보의 항목, 이용목적의 변경 등과 같이 이용자 권리의 중대한 변경이
              발생할 때는 <strong>최소 30일 전에 미리 알려드리겠습니다.</strong>
            </p>
            <p>
              스뮤니티는 이용자 여러분의 정보를 소중히 생각하며, 이용자가 더욱 안심하고 서비스를
              이용할 수 있도록 최선의 노력을 다할 것을 약속드립니다.
            </p>
          </li>
        </ol>
      </section>
    </div>
  );
}
