import type { TFunction } from 'i18next';
import type { RecommendationReason } from '../../../contract/recommendations';

/** One reason as a line in the reader's language; the server sends what, the client says it. */
export function reasonText(t: TFunction<'forYou'>, reason: RecommendationReason): string {
  switch (reason.kind) {
    case 'actor':
      return t('reasons.actor', { name: reason.person.name });
    case 'director':
      return t('reasons.director', { name: reason.person.name, title: reason.movie.title });
    case 'movie':
      return reason.movie.list === 'favorites' ? t('reasons.movie', { title: reason.movie.title }) : t('reasons.watchlistMovie', { title: reason.movie.title });
    case 'genre':
      return t('reasons.genre', { genre: reason.genre.name, title: reason.movie.title });
  }
}
