import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database';

interface UserRecord {
  id: number;
  email: string;
  /** Null for an account a sign-in provider created: it signs in only through a provider. */
  passwordHash: string | null;
}

type NewUser = Omit<UserRecord, 'id'>;

interface UsersRepository {
  /** Null when the e-mail (ignoring case) is taken, even by a registration racing this one. */
  create(user: NewUser): Promise<{ id: number } | null>;
  /** E-mail addresses match ignoring case, as registration's uniqueness does. */
  findByEmail(email: string): Promise<UserRecord | null>;
  findById(id: number): Promise<Omit<UserRecord, 'passwordHash'> | null>;
  isEmailTaken(email: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

const UNIQUE_VIOLATION = '23505';

const USER_COLUMNS = 'id::int as id, email, password_hash as "passwordHash"';

function usersRepository(db: Queryable): UsersRepository {
  return {
    async create({ email, passwordHash }) {
      try {
        const [row] = await db.query<{ id: number }>(
          'insert into users (email, password_hash) values ($1, $2) returning id::int as id',
          [email, passwordHash],
        );
        return row ?? null;
      } catch (error) {
        if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return null;
        throw error;
      }
    },
    async findByEmail(email) {
      const [row] = await db.query<UserRecord>(`select ${USER_COLUMNS} from users where lower(email) = lower($1)`, [email]);
      return row ?? null;
    },
    async findById(id) {
      const [row] = await db.query<Omit<UserRecord, 'passwordHash'>>('select id::int as id, email from users where id = $1', [id]);
      return row ?? null;
    },
    async isEmailTaken(email) {
      const rows = await db.query('select 1 from users where lower(email) = lower($1)', [email]);
      return rows.length > 0;
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('usersRepository', usersRepository(app.db));
  },
  { name: 'users-repository', dependencies: ['db'] },
);
