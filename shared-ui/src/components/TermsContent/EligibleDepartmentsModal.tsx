import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { formatNumber } from '../../format';
import { useAsyncData, type Loader } from '../../hooks/useAsyncData';
import { curriculumUrl } from '../../routes';
import { AsyncContent } from '../LoadStatus';
import { Modal } from '../Modal';
import { Table, type TableColumn } from '../Table';
import { bold, hidden } from './richText';
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
  const { formatMessage } = useIntl();
  return (
    <Modal
      open={open}
      title={formatMessage({ id: 'ui.departments.title' })}
      onClose={onClose}
      size="lg"
    >
      <p className="su-terms__modal-lead">
        <FormattedMessage id="ui.departments.lead" />
      </p>
      {/* Mounted only while open: that is when the list is fetched. */}
      <EligibleDepartments loadDepartments={loadDepartments} />
    </Modal>
  );
}

function columnsIn({ formatMessage }: IntlShape): ReadonlyArray<TableColumn<EligibleDepartment>> {
  return [
    {
      id: 'name',
      header: formatMessage({ id: 'ui.departments.name' }),
      cell: (department) => department.name,
    },
    {
      id: 'college',
      header: formatMessage({ id: 'ui.departments.college' }),
      cell: (department) => department.college,
    },
    {
      id: 'curriculum',
      header: formatMessage({ id: 'ui.departments.curriculum' }),
      cell: (department) => (
        <a href={curriculumUrl(department.code)} target="_blank" rel="noopener noreferrer">
          <FormattedMessage
            id="ui.departments.curriculumLink"
            values={{ department: department.name, hidden }}
          />
        </a>
      ),
    },
    {
      id: 'members',
      header: formatMessage({ id: 'ui.departments.members' }),
      align: 'end',
      cell: (department) =>
        formatMessage(
          { id: 'ui.departments.memberCount' },
          { number: department.count, count: formatNumber(department.count) },
        ),
    },
  ];
}

function EligibleDepartments({
  loadDepartments,
}: Pick<EligibleDepartmentsModalProps, 'loadDepartments'>) {
  const intl = useIntl();
  const departments = useAsyncData(loadDepartments, []);

  return (
    <AsyncContent
      data={departments}
      loadingMessage={intl.formatMessage({ id: 'ui.departments.loading' })}
      failureMessage={intl.formatMessage({ id: 'ui.departments.failure' })}
    >
      {(list) => (
        <>
          <p className="su-terms__total">
            <FormattedMessage
              id="ui.departments.total"
              values={{
                number: list.count,
                count: formatNumber(list.count),
                b: bold,
              }}
            />
          </p>
          <Table
            caption={intl.formatMessage({ id: 'ui.departments.caption' })}
            captionHidden
            columns={columnsIn(intl)}
            rows={list.content}
            rowKey={(department) => department.code}
          />
        </>
      )}
    </AsyncContent>
  );
}
