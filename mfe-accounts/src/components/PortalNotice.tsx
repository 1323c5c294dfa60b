const PORTAL_URL = 'https://portal.smu.ac.kr';

/** Says that verification goes through the university portal, and with which account. */
export function PortalNotice() {
  return (
    <p className="accounts-portal-notice">
      샘물 통합로그인을 통해 재학생 인증을 진행합니다.
      <br />
      <a href={PORTAL_URL} target="_blank" rel="noopener noreferrer">
        상명대학교 샘물포털시스템<span className="su-visually-hidden"> (새 창)</span>
      </a>{' '}
      학번/비밀번호
    </p>
  );
}
