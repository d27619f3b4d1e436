/**
 * A list's limits as contract/filmLog.ts sets them, restated so this chunk does not build the
 * contract's schemas (see filmLog/limits.ts); limits.test.ts proves they agree.
 */
export const LIST_NAME_MAX_LENGTH = 100;
export const LIST_DESCRIPTION_MAX_LENGTH = 1000;
