export {
  createTestApi,
  GENEROUS_ATTEMPT_LIMITS,
  NO_OVERLOAD_SHEDDING,
  testConfig,
  TestCalendar,
  TestClock,
  TEST_TODAY,
  TEST_JWT_SECRET,
  type TestApi,
} from './app';
export {
  openTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
  type TestDatabaseKind,
} from './database';
export { useTestApi, type UseTestApiOptions } from './use-test-api';
export {
  bearer,
  insertCourses,
  insertMember,
  memberHeaders,
  signedInMember,
  type CourseFields,
  type MemberFields,
  type TestMember,
} from './fixtures';
