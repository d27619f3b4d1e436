import type { Migration } from '../migrate';

/**
 * Person ids the film world no longer serves as people of their own (issue 62: "Toshiro Mifune"
 * is now "Toshirō Mifune"): `id` is the former id, `person_id` the person it names now. Every
 * catalogue load rewrites it from the file (server/catalogue/former-people.ts); the person routes
 * answer a former id with the person, and favourite actors and imports holding one follow it.
 */
export const formerPeople: Migration = {
  id: '0028-former-people',
  sql: `
    create table former_people (
      id integer primary key,
      person_id integer not null
    );
  `,
};
