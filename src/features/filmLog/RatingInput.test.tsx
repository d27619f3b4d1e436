import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { RatingInput } from './RatingInput';

describe('RatingInput', () => {
  it('names every star choice in the reader’s language and number format, the empty one too', async () => {
    renderWithProviders(<RatingInput label="Tu valoración" value={null} onChange={() => undefined} />, { language: 'es' });
    expect(await screen.findByRole('radio', { name: '4,5 estrellas' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 estrella' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sin valoración' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Empty' })).not.toBeInTheDocument();
  });
});
