import fp from 'fastify-plugin';
import { diaryStore, type DiaryStore } from '../../filmLog/diary';
import { ratingsStore, type RatingsStore } from '../../filmLog/ratings';
import { userListsStore, type UserListsStore } from '../../filmLog/user-lists';

/**
 * The film log's stores (server/filmLog/): each call names its owner, so another person's ids
 * find nothing. Imports and exports use importLog and readLog from server/filmLog/ inside
 * their own transactions.
 */
interface FilmLogRepository {
  diary: DiaryStore;
  ratings: RatingsStore;
  lists: UserListsStore;
  /** Every row of the person goes with the users row (ON DELETE CASCADE), the photo included. */
  deleteAccount(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    filmLog: FilmLogRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('filmLog', {
      diary: diaryStore(app.db),
      ratings: ratingsStore(app.db),
      lists: userListsStore(app.db),
      async deleteAccount(userId: number) {
        await app.db.query('delete from users where id = $1', [userId]);
      },
    });
  },
  { name: 'film-log-repository', dependencies: ['db'] },
);
