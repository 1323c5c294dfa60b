export {
  createTestApi,
  GENEROUS_ATTEMPT_LIMITS,
  NO_OVERLOAD_SHEDDING,
  testConfig,
  TestCalendar,
  TestClock,
  TEST_TODAY,
  TEST_JWT_SECRET,
  TEST_SCRYPT_PARAMETERS,
  type TestApi,
} from './app';
export {
  openTestDatabase,
  storedRows,
  testDatabaseKinds,
  type TestDatabase,
  type TestDatabaseKind,
} from './database';
export {
  API_START_TIMEOUT_MS,
  startNewAttemptWindow,
  useBuiltTestApi,
  useTestApi,
  type LateValue,
  type TestApiLifecycle,
  type UseTestApiOptions,
} from './use-test-api';
export { LogCapture } from './log-capture';
export { TestLoopMonitor } from './loop';
export {
  bearer,
  deletedMemberHeaders,
  DEMO_MEMBERS,
  FIRST_COURSES,
  insertCourses,
  insertMember,
  memberHeaders,
  setPassword,
  signedInMember,
  signedInStudent,
  withdraw,
  type CourseFields,
  type MemberFields,
  type TestMember,
} from './fixtures';
export {
  expectBadRequestValue,
  expectFieldRefused,
  expectRateLimited,
  expectRefusal,
  expectValidationError,
} from './answers';
export { ENGLISH_REQUESTS, koreanLeftIn, readInLanguage } from './english';
export { itRefusesAllButMembers, type MemberRoute } from './members-only';
