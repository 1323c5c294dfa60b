import { koreanCount } from '../../format';
import { useAsyncData, type Loader } from '../../hooks/useAsyncData';
import { curriculumUrl } from '../../routes';
import { AsyncContent } from '../LoadStatus';
import { Modal } from '../Modal';
import { Table, type TableColumn } from '../Table';
import type { EligibleDepartment, EligibleDepartmentList } from './types';

export interface EligibleDepartmentsModalProps {
  open: boolean;
  onClose: () => void;
  /** GET /departments; called each time the modal opens, so the member counts are current. */
  loadDepartments: Loader<EligibleDepartmentList>;
}

/** The 검사대상표: the departments whose students can sign up and be checked. */
export function EligibleDepartmentsModal({
  open,
  onClose,
  loadDepartments,
}: EligibleDepartmentsModalProps) {
  return (
    <Modal open={open} title="검사대상표" onClose={onClose} size="lg">
      <p className="su-terms__modal-lead">아래 표에 해당하는 학과만 회원가입 가능합니다.</p>
      {/* Mounted only while open: that is when the list is fetched. */}
      <EligibleDepartments loadDepartments={loadDepartments} />
    </Modal>
  );
}

const NEW_WINDOW_HINT = ' (새 창)';

const columns: ReadonlyArray<TableColumn<EligibleDepartment>> = [
  { id: 'name', header: '학과', cell: (department) => department.name },
  { id: 'college', header: '단과대학', cell: (department) => department.college },
  {
    id: 'curriculum',
    header: '교육과정',
    cell: (department) => (
      <a href={curriculumUrl(department.code)} target="_blank" rel="noopener noreferrer">
        {department.name} 교육과정
        <span className="su-visually-hidden">{NEW_WINDOW_HINT}</span>
      </a>
    ),
  },
  {
    id: 'members',
    header: '회원 수',
    align: 'end',
    cell: (department) => koreanCount(department.count, '명'),
  },
];

function EligibleDepartments({
  loadDepartments,
}: Pick<EligibleDepartmentsModalProps, 'loadDepartments'>) {
  const departments = useAsyncData(loadDepartments, []);

  return (
    <AsyncContent
      data={departments}
      loadingMessage="학과 목록을 불러오는 중…"
      failureMessage="학과 목록을 불러오지 못했습니다."
    >
      {(list) => (
        <>
          <p className="su-terms__total">
            현재 총 <strong>{list.count}</strong>개 학과 검사 가능
          </p>
          <Table
            caption="검사대상 학과"
            captionHidden
            columns={columns}
            rows={list.content}
            rowKey={(department) => department.code}
          />
        </>
      )}
    </AsyncContent>
  );
}
