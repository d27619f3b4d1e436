import fp from 'fastify-plugin';
import type { ListIds, MovieListName } from '../../../contract/lists';
import type { Queryable } from '../../db/database';

/** One page of a list's ids, newest first, and how many entries the whole list holds. */
interface IdPage {
  ids: number[];
  total: number;
}

/**
 * The three private lists. Adding keeps the first entry (and its place) when the id is there
 * already; removing an absent id is not an error: both are idempotent.
 */
interface ListsRepository {
  addMovie(userId: number, list: MovieListName, movieId: number): Promise<void>;
  removeMovie(userId: number, list: MovieListName, movieId: number): Promise<void>;
  moviePage(userId: number, list: MovieListName, page: number, pageSize: number): Promise<IdPage>;
  addActor(userId: number, personId: number): Promise<void>;
  removeActor(userId: number, personId: number): Promise<void>;
  actorPage(userId: number, page: number, pageSize: number): Promise<IdPage>;
  allIds(userId: number): Promise<ListIds>;
}

declare module 'fastify' {
  interface FastifyInstance {
    listsRepository: ListsRepository;
  }
}

type ListTable = 'movie_list_entries' | 'favorite_actors';
const ID_COLUMN: Record<ListTable, string> = { movie_list_entries: 'movie_id', favorite_actors: 'person_id' };

function listsRepository(db: Queryable): ListsRepository {
  /** `where` is one of the constant filters below; only values travel as parameters. */
  async function idPage(table: ListTable, where: string, params: unknown[], page: number, pageSize: number): Promise<IdPage> {
    const rows = await db.query<{ id: number }>(
      `select ${ID_COLUMN[table]} as id from ${table} where ${where}
       order by position desc limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    const [count] = await db.query<{ total: number }>(`select count(*)::integer as total from ${table} where ${where}`, params);
    return { ids: rows.map((row) => row.id), total: count?.total ?? 0 };
  }
  return {
    async addMovie(userId, list, movieId) {
      await db.query(
        'insert into movie_list_entries (user_id, list, movie_id) values ($1, $2, $3) on conflict do nothing',
        [userId, list, movieId],
      );
    },
    async removeMovie(userId, list, movieId) {
      await db.query('delete from movie_list_entries where user_id = $1 and list = $2 and movie_id = $3', [userId, list, movieId]);
    },
    moviePage: (userId, list, page, pageSize) =>
      idPage('movie_list_entries', 'user_id = $1 and list = $2', [userId, list], page, pageSize),
    async addActor(userId, personId) {
      await db.query('insert into favorite_actors (user_id, person_id) values ($1, $2) on conflict do nothing', [userId, personId]);
    },
    async removeActor(userId, personId) {
      await db.query('delete from favorite_actors where user_id = $1 and person_id = $2', [userId, personId]);
    },
    actorPage: (userId, page, pageSize) => idPage('favorite_actors', 'user_id = $1', [userId], page, pageSize),
    async allIds(userId) {
      const [movies, actors] = await Promise.all([
        db.query<{ list: MovieListName; id: number }>(
          'select list, movie_id as id from movie_list_entries where user_id = $1 order by position desc',
          [userId],
        ),
        db.query<{ id: number }>('select person_id as id from favorite_actors where user_id = $1 order by position desc', [userId]),
      ]);
      return {
        favorites: movies.filter((row) => row.list === 'favorites').map((row) => row.id),
        watchlist: movies.filter((row) => row.list === 'watchlist').map((row) => row.id),
        favorite_actors: actors.map((row) => row.id),
      };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('listsRepository', listsRepository(app.db));
  },
  { name: 'lists-repository', dependencies: ['db'] },
);
