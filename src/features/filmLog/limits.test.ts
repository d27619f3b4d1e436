import * as contract from '../../../contract/filmLog';
import * as listLimits from '../../entities/userLists/limits';
import { EARLIEST_WATCHED_ON, isWatchedOn, latestToday, NOTE_MAX_LENGTH } from './limits';

describe("the SPA's copy of the film log's limits", () => {
  it('has the numbers of the contract', () => {
    expect(NOTE_MAX_LENGTH).toBe(contract.NOTE_MAX_LENGTH);
    expect(EARLIEST_WATCHED_ON).toBe(contract.EARLIEST_WATCHED_ON);
    expect(listLimits.LIST_NAME_MAX_LENGTH).toBe(contract.LIST_NAME_MAX_LENGTH);
    expect(listLimits.LIST_DESCRIPTION_MAX_LENGTH).toBe(contract.LIST_DESCRIPTION_MAX_LENGTH);
    const now = new Date('2026-11-23T13:00:00Z');
    expect(latestToday(now)).toBe(contract.latestToday(now));
  });

  it.each(['2026-11-23', '1888-01-01', '1887-12-31', '2024-02-29', '2023-02-29', '2026-13-01', '2026-1-5', '', 'soon', '9999-01-01'])(
    'judges %p as the contract does',
    (day) => {
      expect(isWatchedOn(day)).toBe(contract.WatchedOnSchema.safeParse(day).success);
    },
  );
});
