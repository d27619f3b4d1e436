import { buildTestApp, databaseTargets, type TestApp } from '../../testing/helper';

const GODFATHER = 900_000_370;

describe.each(databaseTargets)('/images posters on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(() => t.close());

  it('draws a poster with the title, year, director and top-billed cast in every TMDB size, cached for a year', async () => {
    for (const size of ['w92', 'w185', 'w342', 'w500', 'original']) {
      const res = await t.app.inject({ method: 'GET', url: `/images/${size}/poster-${GODFATHER}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toContain('>The Godfather</tspan>');
      expect(res.body).toContain('>1972</text>');
      expect(res.body).toContain('>Francis Ford Coppola</text>');
      expect(res.body).toMatch(/>Marlon Brando<\/tspan><tspan [^>]+>Al Pacino<\/tspan><tspan [^>]+>James Caan<\/tspan>/);
      expect(res.body).toContain('aria-label="The Godfather (1972) — Francis Ford Coppola"');
    }
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/images/w342/poster-${GODFATHER}.svg` });
    const again = await t.app.inject({
      method: 'GET',
      url: `/images/w342/poster-${GODFATHER}.svg`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('escapes markup in titles', async () => {
    await t.app.db.query(
      `insert into movies (id, source, title, original_title, search_title) values (1002, 'import', $1, $1, lower($1))`,
      ['<b>Bold</b> & "Quoted"'],
    );
    const res = await t.app.inject({ method: 'GET', url: '/images/w342/poster-1002.svg' });
    expect(res.body).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp;');
    expect(res.body).not.toContain('<b>');
  });

  it('sends other files to TMDB and refuses unknown sizes and films', async () => {
    const tmdb = await t.app.inject({ method: 'GET', url: '/images/w500/kqjL17yufvn9OVLyXYpvtyrFfak.jpg' });
    expect(tmdb.statusCode).toBe(302);
    expect(tmdb.headers.location).toBe('https://image.tmdb.org/t/p/w500/kqjL17yufvn9OVLyXYpvtyrFfak.jpg');
    expect((await t.app.inject({ method: 'GET', url: `/images/w1/poster-${GODFATHER}.svg` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/images/w342/poster-5.svg' })).statusCode).toBe(404);
  });
});
