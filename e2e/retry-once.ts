/**
 * An e2e test that fails runs once more before the run counts it failed, and its first failure
 * is printed all the same. On CI's two cores, shared by two test files' servers and browsers, a
 * step can miss its wait now and then where it passes alone; a real regression fails both tries.
 * The printed first failures are what a flaky test's fix starts from.
 */
jest.retryTimes(1, { logErrorsBeforeRetry: true });
