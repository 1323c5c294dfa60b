import { warnIfLoadedTwice } from '@smunity/mf-platform';

warnIfLoadedTwice('shared-ui');

export { AREA_PATHS, ROUTES, curriculumUrl } from './routes';
export { classNames } from './classNames';
export {
  clockTime,
  formatNumber,
  isoDay,
  koreanCount,
  seoulTime,
  shortDateTime,
  shortDay,
  type Moment,
  type SeoulTime,
} from './format';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { useHydrated, useRendersServerMarkup } from './hooks/useHydrated';
export { nextTask } from './nextTask';
export { afterNextPaint } from './afterNextPaint';
export {
  useAsyncData,
  type AsyncData,
  type AsyncDataOptions,
  type Loadable,
  type Loader,
} from './hooks/useAsyncData';
export { FIRST_DATA_ELEMENT_ID, readFirstDataElement, seedFirstData } from './firstData';

export { Container } from './layout/Container';
export { Stack, type StackProps } from './layout/Stack';
export { PageHeader, type PageHeaderProps } from './layout/PageHeader';
export { PageTitle, SITE_TITLE } from './layout/PageTitle';

export {
  Button,
  ButtonLink,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button';
export { TextField, type TextFieldProps } from './components/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { NewPasswordFields, type NewPasswordFieldsProps } from './components/NewPasswordFields';
export {
  EMPTY_NEW_PASSWORD,
  newPasswordProblem,
  type NewPasswordInput,
} from './components/newPassword';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { TextAreaField, type TextAreaFieldProps } from './components/TextAreaField';
export { Modal, type ModalProps } from './components/Modal';
export { LoadingOverlay, type LoadingOverlayProps } from './components/LoadingOverlay';
export {
  AsyncContent,
  ErrorReference,
  errorReferenceOf,
  LoadFailure,
  LoadingMessage,
  MissingMessage,
  type AsyncContentProps,
  type LoadFailureProps,
  type LoadingMessageProps,
} from './components/LoadStatus';
export { Table, type TableColumn, type TableProps } from './components/Table';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs';
export { Pagination, type PaginationProps } from './components/Pagination';
export { DonutChart, type DonutChartProps } from './components/DonutChart';
export { CountUp, type CountUpProps } from './components/CountUp';
export { NotFoundNotice, type NotFoundNoticeProps } from './components/NotFoundNotice';
export {
  TermsContent,
  type DataBasis,
  type EligibleDepartment,
  type EligibleDepartmentList,
  type TermsContentProps,
} from './components/TermsContent';
export { curriculumTermLabel, semesterName, timetableLabel } from './basis';

export {
  DEFAULT_LOCALE,
  SITE_LOCALES,
  pageLocale,
  siteLocaleOf,
  type SiteLocale,
  type SiteMessages,
} from './i18n/locale';
export {
  UI_CATALOG,
  appCatalog,
  loadedMessages,
  loadMessages,
  messagesIn,
  type Catalog,
} from './i18n/catalog';
export { pageIntl } from './i18n/pageIntl';
export {
  AreaMessages,
  InPageLanguage,
  loadRouteMessages,
  withAreaMessages,
} from './i18n/AreaMessages';
