import { randomBytes } from 'node:crypto';
import type { ImportJob, ImportReport } from '../../../../contract/filmLogImport';
import { upsertPeople } from '../../../catalogue/catalogue-store';
import { importTmdbMovies } from '../../../catalogue/tmdb-import';
import { readLog, type PersonLog } from '../../../filmLog/read-log';
import { cookieOf, createAccount, login } from '../../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';
import { unzip, zipOf } from '../../../testing/zip';

interface User {
  id: number;
  access: string;
}

/** Films of the test's own, with made-up titles so nothing in the film world matches them. */
const NAMES = ['Alder', 'Birch', 'Cedar', 'Dogwood', 'Elm', 'Fir', 'Ginkgo', 'Hazel', 'Ironwood', 'Juniper', 'Kapok', 'Larch', 'Maple', 'Nutmeg', 'Oak', 'Pine', 'Quince', 'Rowan', 'Spruce', 'Teak'];
const FILMS = NAMES.map((name, index) => ({ id: 7001 + index, title: `Quillwood ${name}`, year: 1980 + index, imdb: `tt90${String(index).padStart(5, '0')}` }));
const film = (index: number) => FILMS[index] ?? { id: 0, title: '', year: 0, imdb: '' };
const EXTRA = [
  { id: 7101, title: 'Quillwood Twin', release_date: '2001-05-01' },
  { id: 7102, title: 'Quillwood Twin', release_date: '2001-09-01' },
  { id: 7103, title: 'The Quillwood Article', release_date: '1999-01-01' },
  { id: 7104, title: '=Quillwood Formula', release_date: '2005-01-01' },
];
const PEOPLE = [
  { id: 8801, name: 'Quillwood Actor One', department: 'Acting', popularity: 1 },
  { id: 8802, name: 'Quillwood Actor Two', department: 'Acting', popularity: 1 },
];

const lines = (...rows: string[]) => `${rows.join('\n')}\n`;
const uri = (n: number) => `https://boxd.it/q${n}`;

/**
 * A Letterboxd export of 35 data rows: 25 match, 9 do not (a title not in the catalogue, a
 * year far off, two films of one title and year, a TV series in the list) and 1 is malformed.
 */
const DIARY = lines(
  'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
  ...[0, 1, 2, 3, 4, 5].map((i) => `2024-01-1${i},${film(i).title},${film(i).year},${uri(i)},${(i % 5) + 1}${i % 2 ? '.5' : ''},,,2024-01-0${i + 1}`),
  `2024-02-01,${film(0).title},${film(0).year},${uri(0)},5,Yes,"rewatch, cinema",2024-02-01`,
  `2024-02-02,${film(6).title},${film(6).year + 1},${uri(6)},,,,2024-02-02`,
  `2024-02-03,Quillwood Nowhere,1990,${uri(99)},3,,,2024-02-03`,
  `2024-02-04,${film(7).title},${film(7).year + 5},${uri(7)},3,,,2024-02-04`,
  `2024-02-05,Quillwood Twin,2001,${uri(98)},2,,,2024-02-05`,
  `2024-02-06,Quillwood "Broken" Quote,2001,${uri(97)},2,,,2024-02-06`,
  `2024-02-07,"Quillwood Article, The",1999,${uri(96)},4,,,2024-02-07`,
);
const RATINGS = lines('Date,Name,Year,Letterboxd URI,Rating', ...[0, 1, 2, 8].map((i) => `2024-03-01,${film(i).title},${film(i).year},${uri(i)},4.5`), '2024-03-01,Quillwood Nowhere,1990,,2');
const WATCHED = lines('Date,Name,Year,Letterboxd URI', ...[0, 1, 9, 10].map((i) => `2024-03-02,${film(i).title},${film(i).year},${uri(i)}`), '2024-03-02,Quillwood Elsewhere,2002,');
const WATCHLIST = lines('Date,Name,Year,Letterboxd URI', ...[11, 12, 13].map((i) => `2024-03-03,${film(i).title},${film(i).year},${uri(i)}`), '2024-03-03,=SUM(A1:A9),2003,');
const LIST = lines(
  'Letterboxd list export v7',
  'Date,Name,Tags,URL,Description',
  '2024-03-04,Forest Noir,,https://boxd.it/list,Trees that kill',
  '',
  'Position,Name,Year,URL,Description',
  ...[14, 15, 16].map((i, n) => `${n + 1},${film(i).title},${film(i).year},${uri(i)},`),
  `4,Quillwood The Series,2010,${uri(95)},`,
  `5,${film(0).title},${film(0).year},${uri(0)},`,
);
/** Letterboxd's likes: two films liked, one the catalogue lacks. */
const LIKES = lines('Date,Name,Year,Letterboxd URI', ...[17, 18].map((i) => `2024-03-05,${film(i).title},${film(i).year},${uri(i)}`), '2024-03-05,Quillwood Nowhere,1990,');
const LETTERBOXD_FILES = { 'diary.csv': DIARY, 'ratings.csv': RATINGS, 'watched.csv': WATCHED, 'watchlist.csv': WATCHLIST, 'lists/forest-noir.csv': LIST, 'profile.csv': 'Date Joined,Username\n' };

const EXPECTED_REPORT: ImportReport = {
  files: [
    { name: 'diary.csv', kind: 'diary', rows: 13 },
    { name: 'ratings.csv', kind: 'ratings', rows: 5 },
    { name: 'watched.csv', kind: 'watched', rows: 5 },
    { name: 'watchlist.csv', kind: 'watchlist', rows: 4 },
    { name: 'lists/forest-noir.csv', kind: 'list', rows: 5 },
  ],
  matched: 24,
  unmatched: 8,
  unmatched_rows: [
    { file: 'diary.csv', line: 10, title: 'Quillwood Nowhere', year: 1990, reason: 'not_found' },
    { file: 'diary.csv', line: 11, title: film(7).title, year: film(7).year + 5, reason: 'year_differs' },
    { file: 'diary.csv', line: 12, title: 'Quillwood Twin', year: 2001, reason: 'ambiguous' },
    { file: 'diary.csv', line: 13, title: '', year: null, reason: 'malformed' },
    { file: 'lists/forest-noir.csv', line: 9, title: 'Quillwood The Series', year: 2010, reason: 'not_found' },
    { file: 'ratings.csv', line: 6, title: 'Quillwood Nowhere', year: 1990, reason: 'not_found' },
    { file: 'watched.csv', line: 6, title: 'Quillwood Elsewhere', year: 2002, reason: 'not_found' },
    { file: 'watchlist.csv', line: 5, title: '=SUM(A1:A9)', year: 2003, reason: 'not_found' },
  ],
  // 9 diary viewings (the rewatch, one a year off, the article moved), 4 ratings, 2 films only
  // in watched.csv, 3 on the watchlist, 1 list of 4 films.
  created: { diary: 11, ratings: 4, watchlist: 3, lists: 1, list_entries: 4, favorites: 0, favorite_actors: 0 },
  // watched.csv's two films already in the diary.
  skipped_existing: 2,
};

describe.each(databaseTargets)('import and export on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
    const tmdb = [
      ...FILMS.map((f) => ({ id: f.id, title: f.title, release_date: `${f.year}-06-01`, imdb_id: f.imdb })),
      ...EXTRA,
    ];
    await importTmdbMovies(t.app.db, JSON.stringify(tmdb));
    await t.app.db.transaction((tx) => upsertPeople(tx, PEOPLE));
  });
  afterAll(() => t.close());

  async function signedIn(): Promise<User> {
    const account = await createAccount(t.app);
    const res = await login(t.app, account.email);
    return { id: account.id, access: cookieOf(res, 'access')?.value ?? '' };
  }

  function form(bytes: Buffer | string, fileName: string): FormData {
    const data = new FormData();
    data.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), fileName);
    return data;
  }

  const upload = (user: User, bytes: Buffer | string, fileName = 'letterboxd.zip') =>
    t.app.inject({ method: 'POST', url: '/api/me/imports/', cookies: { access: user.access }, payload: form(bytes, fileName) });
  const get = (user: User, url: string) => t.app.inject({ method: 'GET', url, cookies: { access: user.access } });

  async function finished(user: User, id: number): Promise<ImportJob> {
    for (;;) {
      const job = (await get(user, `/api/me/imports/${id}/`)).json<ImportJob>();
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function imported(user: User, bytes: Buffer | string, fileName?: string): Promise<ImportJob> {
    const res = await upload(user, bytes, fileName);
    expect(res.statusCode).toBe(202);
    return finished(user, res.json<{ id: number }>().id);
  }

  /** The person's log without row ids and timestamps, which differ between accounts. */
  async function state(user: User) {
    const log = (await readLog(t.app.db, user.id)) as PersonLog;
    return {
      diary: log.diary.map(({ movie_id, watched_on, rating, note }) => [movie_id, watched_on, rating, note]),
      ratings: log.ratings.map(({ movie_id, rating }) => [movie_id, rating]).sort((a, b) => Number(a[0]) - Number(b[0])),
      watchlist: log.watchlist.map((entry) => entry.movie_id),
      favorites: log.favorites.map((entry) => entry.movie_id),
      favorite_actors: log.favorite_actors.map((entry) => entry.person_id),
      lists: log.lists.map(({ name, description, movie_ids }) => ({ name, description, movie_ids })),
    };
  }

  const EMPTY = { diary: [], ratings: [], watchlist: [], favorites: [], favorite_actors: [], lists: [] };

  it('imports a Letterboxd ZIP and reports what matched and why the rest did not', async () => {
    const user = await signedIn();
    const job = await imported(user, await zipOf(LETTERBOXD_FILES));
    expect(job).toEqual({ id: job.id, status: 'done', processed: 31, total: 31, report: EXPECTED_REPORT });
    const log = await state(user);
    expect(log.diary).toEqual([
      [film(0).id, '2024-01-01', 1, null],
      [film(1).id, '2024-01-02', 2.5, null],
      [film(2).id, '2024-01-03', 3, null],
      [film(3).id, '2024-01-04', 4.5, null],
      [film(4).id, '2024-01-05', 5, null],
      [film(5).id, '2024-01-06', 1.5, null],
      [film(0).id, '2024-02-01', 5, null],
      [film(6).id, '2024-02-02', null, null],
      [7103, '2024-02-07', 4, null],
      [film(9).id, '2024-03-02', null, null],
      [film(10).id, '2024-03-02', null, null],
    ]);
    expect(log.ratings).toEqual([0, 1, 2, 8].map((i) => [film(i).id, 4.5]));
    expect(log.watchlist).toEqual([11, 12, 13].map((i) => film(i).id));
    expect(log.lists).toEqual([{ name: 'Forest Noir', description: 'Trees that kill', movie_ids: [14, 15, 16, 0].map((i) => film(i).id) }]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const user = await signedIn();
    const zip = await zipOf(LETTERBOXD_FILES);
    await imported(user, zip);
    const before = await state(user);
    const again = await imported(user, zip);
    expect(again.report?.created).toEqual({ diary: 0, ratings: 0, watchlist: 0, lists: 0, list_entries: 0, favorites: 0, favorite_actors: 0 });
    expect(again.report?.skipped_existing).toBe(24);
    expect(await state(user)).toEqual(before);
  });

  it('serves every unmatched row as CSV, formula cells neutralised, to the job owner only', async () => {
    const user = await signedIn();
    const job = await imported(user, await zipOf(LETTERBOXD_FILES));
    const res = await get(user, `/api/me/imports/${job.id}/unmatched.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.split('\n')[0]).toBe('File,Line,Title,Year,Reason,Detail');
    expect(res.body).toContain(`diary.csv,11,${film(7).title},${film(7).year + 5},year_differs,The catalogue has this title only from ${film(7).year}.`);
    expect(res.body).toContain("watchlist.csv,5,'=SUM(A1:A9),2003,not_found");
    expect(res.body).toContain('diary.csv,13,,,malformed,The line is not valid CSV (a stray quote).');

    const stranger = await signedIn();
    for (const url of [`/api/me/imports/${job.id}/`, `/api/me/imports/${job.id}/unmatched.csv`]) {
      const answer = await get(stranger, url);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ detail: 'Import not found.', code: 'import_not_found' });
    }
  });

  it('imports one CSV alone, in UTF-8 with a byte order mark or UTF-16', async () => {
    const user = await signedIn();
    const bom = await imported(user, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(WATCHLIST)]), 'watchlist.csv');
    expect(bom.report?.files).toEqual([{ name: 'watchlist.csv', kind: 'watchlist', rows: 4 }]);
    expect(bom.report?.created.watchlist).toBe(3);
    const utf16 = await imported(user, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(RATINGS, 'utf16le')]), 'ratings.csv');
    expect(utf16.report?.created.ratings).toBe(4);
  });

  it('logs a diary out of order oldest first, the viewings of one day in the order of the file', async () => {
    const user = await signedIn();
    const diary = lines(
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      ...[
        [3, '2024-06-02'],
        [4, '2023-12-31'],
        [5, '2024-06-02'],
        [6, '2024-01-15'],
        [7, '2024-06-02'],
      ].map(([i, day]) => `${day},${film(Number(i)).title},${film(Number(i)).year},${uri(Number(i))},,,,${day}`),
    );
    await imported(user, diary, 'diary.csv');
    const entries = (await get(user, '/api/me/diary/')).json<{ results: { movie: { id: number }; watched_on: string }[] }>().results;
    // Newest first, and on one day the row the file gave last first, as if logged one after another.
    expect(entries.map((entry) => [entry.movie.id, entry.watched_on])).toEqual([
      [film(7).id, '2024-06-02'],
      [film(5).id, '2024-06-02'],
      [film(3).id, '2024-06-02'],
      [film(6).id, '2024-01-15'],
      [film(4).id, '2023-12-31'],
    ]);
  });

  it('imports an IMDb ratings CSV by IMDb id, then by title and year, halving the ten-point rating', async () => {
    const user = await signedIn();
    const imdb = lines(
      'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
      `${film(0).imdb},7,2024-01-01,Renamed On IMDb,Renamed On IMDb,https://www.imdb.com/title/${film(0).imdb}/,Movie,7.1,100,${film(0).year},Drama,10,,`,
      `tt0000001,10,2024-01-01,${film(1).title},${film(1).title},,Movie,7.1,100,${film(1).year},Drama,10,,`,
      `tt0000002,1,2024-01-01,Quillwood Nowhere,,,Movie,7.1,100,1990,Drama,10,,`,
      `tt0000003,11,2024-01-01,${film(2).title},,,Movie,7.1,100,${film(2).year},Drama,10,,`,
    );
    const job = await imported(user, imdb, 'ratings.csv');
    expect(job.report).toEqual(
      expect.objectContaining({
        files: [{ name: 'ratings.csv', kind: 'imdb_ratings', rows: 4 }],
        matched: 2,
        unmatched: 2,
        created: { diary: 0, ratings: 2, watchlist: 0, lists: 0, list_entries: 0, favorites: 0, favorite_actors: 0 },
      }),
    );
    expect((await state(user)).ratings).toEqual([
      [film(0).id, 3.5],
      [film(1).id, 5],
    ]);
  });

  describe('refuses a bad file with a clear detail and imports nothing', () => {
    const traversal = async (name: string) => {
      const placeholder = 'x'.repeat(name.length);
      const zip = await zipOf({ [placeholder]: 'Name,Year\n' });
      return Buffer.from(zip.toString('latin1').split(placeholder).join(name), 'latin1');
    };
    const cases: [string, () => Promise<Buffer | string>, string, number, string | RegExp, string][] = [
      ['a ZIP bomb (declared size)', () => zipOf({ 'diary.csv': Buffer.alloc(40 * 1024 * 1024, 0x20) }), 'x.zip', 413, 'diary.csv unpacks to more than 32 MiB (all files together at most 64 MiB).', 'import_unpacks_too_big'],
      ['a ZIP bomb (ratio)', () => zipOf({ 'diary.csv': Buffer.alloc(8 * 1024 * 1024, 0x41) }), 'x.zip', 413, /^diary\.csv unpacks to \d{3,} times its packed size: refused as a ZIP bomb\.$/, 'import_zip_bomb'],
      ['a path out of the folder', () => traversal('../diary.csv'), 'x.zip', 400, 'The ZIP holds a file with an unsafe name (invalid relative path: ../diary.csv).', 'import_unsafe_name'],
      ['an absolute path', () => traversal('/etc/diary.csv'), 'x.zip', 400, 'The ZIP holds a file with an unsafe name (absolute path: /etc/diary.csv).', 'import_unsafe_name'],
      ['a cut ZIP', async () => (await zipOf(LETTERBOXD_FILES)).subarray(0, 900), 'x.zip', 400, 'The ZIP file could not be read: it is damaged or cut short.', 'import_bad_zip'],
      ['binary junk', async () => Buffer.concat([Buffer.from([0xc3, 0x28]), randomBytes(4096)]), 'diary.csv', 400, 'diary.csv is not UTF-8 text: save it as CSV (UTF-8) and try again.', 'import_not_utf8'],
      ['junk that starts like a ZIP', async () => Buffer.concat([Buffer.from('PK\x03\x04'), randomBytes(4096)]), 'x.zip', 400, 'The ZIP file could not be read: it is damaged or cut short.', 'import_bad_zip'],
      ['text with control bytes', async () => 'Name,Year\n\x01\x02\x03,1999\n', 'x.csv', 400, 'x.csv is not a text file.', 'import_not_text'],
      ['a CSV of another shape', async () => 'Foo,Bar\n1,2\n', 'diary.csv', 400, 'diary.csv is neither a Letterboxd export CSV (diary, ratings, watched, watchlist, likes, list) nor an IMDb ratings CSV.', 'import_unknown_csv'],
      ['a diary.csv without its columns', () => zipOf({ 'diary.csv': 'Date,Name,Year\n2024-01-01,A,1999\n' }), 'x.zip', 400, 'diary.csv: the header must name the columns Name, Year, Rating, Watched Date.', 'import_missing_columns'],
      ['a ZIP with no export files', () => zipOf({ 'notes.txt': 'hello' }), 'x.zip', 400, 'The ZIP holds none of diary.csv, ratings.csv, watched.csv, watchlist.csv, likes/films.csv or lists/*.csv.', 'import_nothing_to_read'],
      ['a quote never closed', async () => `${WATCHLIST}2024-01-01,"Unclosed,1999,\n`, 'watchlist.csv', 400, 'watchlist.csv: a quoted cell is never closed (line 6); the file is damaged or cut short.', 'import_unclosed_quote'],
      ['favorite actors that are not JSON', () => zipOf({ 'watchlist.csv': WATCHLIST, 'favorite-actors.json': '[{"person_id": 8801,' }), 'x.zip', 400, 'favorite-actors.json is not valid JSON.', 'import_bad_json'],
      ['favorite actors of another shape', () => zipOf({ 'watchlist.csv': WATCHLIST, 'favorite-actors.json': '[{"person_id": "8801"}]' }), 'x.zip', 400, 'favorite-actors.json is not a list of favorite actors as our export writes it (person_id, name, added_at).', 'import_bad_actors'],
      ['favorite actors with a NUL in a name', () => zipOf({ 'watchlist.csv': WATCHLIST, 'favorite-actors.json': '[{"person_id": 8801, "name": "Quillwood\\u0000Actor One", "added_at": "2024-01-01T00:00:00Z"}]' }), 'x.zip', 400, 'favorite-actors.json is not a list of favorite actors as our export writes it (person_id, name, added_at).', 'import_bad_actors'],
      ['a file name with a NUL', async () => WATCHLIST, 'watch\u0000list.csv', 400, 'A file name holds control characters: rename the file and try again.', 'import_control_characters'],
      ['a list in a ZIP named with a NUL', () => zipOf({ 'lists/no\u0000ir.csv': LIST }), 'x.zip', 400, 'A file name holds control characters: rename the file and try again.', 'import_control_characters'],
      ['a file over 20 MB', async () => Buffer.alloc(21 * 1024 * 1024, 0x41), 'big.csv', 413, 'The file must be at most 20 MB.', 'import_too_big'],
    ];
    it.each(cases)('%s', async (_name, make, fileName, status, detail, code) => {
      const user = await signedIn();
      const res = await upload(user, await make(), fileName);
      // The code names the reason; `params` the values its text holds (contract/errors.ts).
      const body = expect.objectContaining({ detail: typeof detail === 'string' ? detail : expect.stringMatching(detail), code });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body });
      expect(await state(user)).toEqual(EMPTY);
      const [jobs] = await t.app.db.query<{ n: number }>('select count(*)::int as n from import_jobs where user_id = $1', [user.id]);
      expect(jobs?.n).toBe(0);
    });
  });

  it('exports a ZIP that imports into a new account as the same log', async () => {
    const user = await signedIn();
    await imported(user, await zipOf(LETTERBOXD_FILES));
    await t.app.db.query(
      `insert into user_lists (user_id, name, description, position) values ($1, '=HYPERLINK("http://x")', '+1 cell', 9)`,
      [user.id],
    );
    await t.app.db.query(`insert into movie_ratings (user_id, movie_id, rating) values ($1, 7104, 2)`, [user.id]);
    await t.app.db.query(`update diary_entries set note = '@note, with "quotes"' where user_id = $1 and movie_id = $2`, [user.id, film(2).id]);
    for (const i of [19, 3, 12]) await t.app.db.query(`insert into movie_list_entries (user_id, list, movie_id) values ($1, 'favorites', $2)`, [user.id, film(i).id]);
    for (const person of [8802, 8801]) await t.app.db.query('insert into favorite_actors (user_id, person_id) values ($1, $2)', [user.id, person]);

    const res = await get(user, '/api/me/export/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="movie-browser-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = await unzip(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      'account.json', 'diary.csv', 'diary.json', 'favorite-actors.json', 'favorites.json', 'likes/films.csv', 'lists.json', 'lists/forest-noir.csv',
      'lists/hyperlink-http-x.csv', 'ratings.csv', 'ratings.json', 'watched.csv', 'watchlist.csv', 'watchlist.json',
    ]);
    expect(files['ratings.csv']).toContain("'=Quillwood Formula,2005,,2,7104,,7104");
    expect(files['lists/hyperlink-http-x.csv']).toContain(`"'=HYPERLINK(""http://x"")",,,'+1 cell`);
    expect(JSON.parse(files['account.json'] ?? '')).toEqual({ email: expect.stringContaining('@example.test'), created: expect.any(String) });

    const heir = await signedIn();
    const job = await imported(heir, res.rawPayload, 'movie-browser-export.zip');
    expect(job.report?.unmatched).toBe(0);
    expect(job.report?.created).toEqual(expect.objectContaining({ favorites: 3, favorite_actors: 2 }));
    const original = await state(user);
    expect(original.favorites).toEqual([19, 3, 12].map((i) => film(i).id));
    expect(original.favorite_actors).toEqual([8802, 8801]);
    expect(await state(heir)).toEqual(original);

    const again = await imported(heir, res.rawPayload, 'movie-browser-export.zip');
    expect(again.report?.created).toEqual({ diary: 0, ratings: 0, watchlist: 0, lists: 0, list_entries: 0, favorites: 0, favorite_actors: 0 });
    expect(await state(heir)).toEqual(original);
  });

  it('exports lists whose names differ only in case, and notes that start with an apostrophe, so that they import back as they were', async () => {
    const user = await signedIn();
    const call = (method: 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, cookies: { access: user.access }, ...(payload ? { payload } : {}) });
    const notes = ["'=1+1", '=1+1', "''@twice", "'quoted'"];
    for (const [i, note] of notes.entries()) {
      expect((await call('POST', '/api/me/diary/', { movie_id: film(i).id, watched_on: `2024-05-0${i + 1}`, note })).statusCode).toBe(201);
    }
    for (const [i, list] of [{ name: 'Noir', description: "'+kept" }, { name: 'noir', description: '-dash' }].entries()) {
      const created = await call('POST', '/api/me/lists/', list);
      expect(created.statusCode).toBe(201);
      expect((await call('PUT', `/api/me/lists/${created.json<{ id: number }>().id}/movies/${film(10 + i).id}/`)).statusCode).toBe(204);
    }

    const res = await get(user, '/api/me/export/');
    const files = await unzip(res.rawPayload);
    expect(Object.keys(files).filter((name) => name.startsWith('lists/'))).toEqual(['lists/noir.csv', 'lists/noir-2.csv']);
    expect(files['diary.csv']).toContain(",2024-05-01,''=1+1,");
    expect(files['diary.csv']).toContain(",2024-05-02,'=1+1,");

    const heir = await signedIn();
    const job = await imported(heir, res.rawPayload, 'movie-browser-export.zip');
    expect(job.report?.created).toEqual(expect.objectContaining({ diary: 4, lists: 2, list_entries: 2 }));
    const original = await state(user);
    expect(original.diary.map((entry) => entry[3])).toEqual(notes);
    expect(original.lists).toEqual([
      { name: 'Noir', description: "'+kept", movie_ids: [film(10).id] },
      { name: 'noir', description: '-dash', movie_ids: [film(11).id] },
    ]);
    expect(await state(heir)).toEqual(original);

    const again = await imported(heir, res.rawPayload, 'movie-browser-export.zip');
    expect(again.report?.created).toEqual({ diary: 0, ratings: 0, watchlist: 0, lists: 0, list_entries: 0, favorites: 0, favorite_actors: 0 });
    expect(await state(heir)).toEqual(original);
  });

  it('imports Letterboxd likes alone as favorites, once', async () => {
    const user = await signedIn();
    const job = await imported(user, LIKES, 'films.csv');
    expect(job.report).toEqual(
      expect.objectContaining({
        files: [{ name: 'films.csv', kind: 'likes', rows: 3 }],
        matched: 2,
        unmatched: 1,
        created: { diary: 0, ratings: 0, watchlist: 0, lists: 0, list_entries: 0, favorites: 2, favorite_actors: 0 },
      }),
    );
    expect((await state(user)).favorites).toEqual([17, 18].map((i) => film(i).id));
    const again = await imported(user, LIKES, 'films.csv');
    expect(again.report?.created.favorites).toBe(0);
    expect(again.report?.skipped_existing).toBe(2);
  });

  it('keeps two lists of one name apart, and finds each again on a second import', async () => {
    const user = await signedIn();
    const second = LIST.replace(/^(\d),.*$/gm, (_line, n: string) => (n === '1' ? `1,${film(17).title},${film(17).year},${uri(17)},` : ''));
    const zip = await zipOf({ 'lists/forest-noir.csv': LIST, 'lists/forest-noir-2.csv': second });
    const first = await imported(user, zip);
    expect(first.report?.created).toMatchObject({ lists: 2, list_entries: 5 });
    expect((await state(user)).lists).toEqual([
      { name: 'Forest Noir', description: 'Trees that kill', movie_ids: [14, 15, 16, 0].map((i) => film(i).id) },
      { name: 'Forest Noir', description: 'Trees that kill', movie_ids: [film(17).id] },
    ]);
    const again = await imported(user, zip);
    expect(again.report?.created).toMatchObject({ lists: 0, list_entries: 0 });
  });

  it('takes a favorite actor from our export only when the catalogue has that id under that name', async () => {
    const user = await signedIn();
    const actors = [
      { person_id: 8801, name: 'Quillwood Actor One', added_at: '2024-01-01T00:00:00.000Z' },
      { person_id: 8802, name: 'Someone Else', added_at: '2024-01-01T00:00:00.000Z' },
      { person_id: 8899, name: 'Quillwood Nobody', added_at: '2024-01-01T00:00:00.000Z' },
    ];
    const job = await imported(user, await zipOf({ 'favorite-actors.json': JSON.stringify(actors) }));
    expect(job.report?.created.favorite_actors).toBe(1);
    expect(job.report?.unmatched_rows.filter((row) => row.file === 'favorite-actors.json')).toEqual([
      { file: 'favorite-actors.json', line: 2, title: 'Someone Else', year: null, reason: 'not_found' },
      { file: 'favorite-actors.json', line: 3, title: 'Quillwood Nobody', year: null, reason: 'not_found' },
    ]);
    expect((await state(user)).favorite_actors).toEqual([8801]);
  });
});
