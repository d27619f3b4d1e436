import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { portabilityState, resetPortabilityState } from '../../testing/handlers/dataPortability';
import { serverText } from '../../testing/handlers/errors';
import { renderWithProviders, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import DataPortabilitySection from './DataPortabilitySection';

const preloadedState = { session: signedInSession() };
const patient = { timeout: 5000 };

/** What the page handed to the browser to save: jsdom neither keeps blobs nor follows download links. */
let saved: { href: string; download: string }[] = [];
const blobs: Blob[] = [];
const realCreate = URL.createObjectURL.bind(URL);
const realRevoke = URL.revokeObjectURL.bind(URL);

beforeEach(() => {
  resetPortabilityState();
  saved = [];
  blobs.length = 0;
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${blobs.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
  jest.restoreAllMocks();
});

/** Node's File: jsdom's is not a Blob to the Node FormData the upload builds under jest-fixed-jsdom. */
const csv = (text: string, name = 'diary.csv') => new NodeFile([text], name, { type: 'text/csv' }) as unknown as File;

describe('DataPortabilitySection', () => {
  it('uploads a file, shows the matching progress, then the report with the unmatched rows and why', async () => {
    const { user } = renderWithProviders(<DataPortabilitySection />, { preloadedState });
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose a file to import'), csv('Date,Name,Year\n'));

    expect(await screen.findByRole('progressbar', { name: /^Matching films: \d of 4 rows$/ }, patient)).toBeInTheDocument();
    const report = await screen.findByRole('region', { name: 'Import report' }, patient);
    expect(portabilityState.uploads).toEqual(['diary.csv']);
    expect(within(report).getByText('Rows matched to a film: 2')).toBeInTheDocument();
    expect(within(report).getByText('Rows not imported: 4')).toBeInTheDocument();
    expect(within(report).getByText('Added: 1 diary entries, 0 ratings, 1 watchlist films, 0 favorite films, 0 favorite actors, 0 lists and 0 films on lists.')).toBeInTheDocument();
    expect(within(report).getByText('diary.csv (diary): 5 rows')).toBeInTheDocument();
    // Done: another file may be chosen at once.
    expect(await screen.findByLabelText('Import another file')).toBeEnabled();
    const rows = within(within(report).getByRole('table', { name: 'Rows not imported' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['diary.csv', '3', 'Nowhere Film', '1990', 'No film with this title and year'],
      ['diary.csv', '4', 'Twin', '2001', 'Several films match'],
      ['diary.csv', '5', '', '', 'The line could not be read'],
      ['diary.csv', '6', 'Late Film', '1950', 'This title, but from another year'],
    ]);

    await user.click(within(report).getByRole('button', { name: 'Download unmatched rows (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved).toEqual([{ href: 'blob:test/1', download: 'unmatched-1.csv' }]);
    expect(await blobs[0]?.text()).toBe('File,Line,Title,Year,Reason,Detail\n');
  });

  it('shows the report in Spanish', async () => {
    const { user } = renderWithProviders(<DataPortabilitySection />, { preloadedState, language: 'es' });
    await user.upload(screen.getByLabelText('Elegir un archivo para importar'), csv('Date,Name,Year\n'));
    const report = await screen.findByRole('region', { name: 'Informe de la importación' }, patient);
    expect(within(report).getByText('Filas no importadas: 4')).toBeInTheDocument();
    expect(within(report).getByText('Ninguna película con este título y año')).toBeInTheDocument();
    expect(within(report).getByText('Este título, pero de otro año')).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'Descargar las filas no importadas (CSV)' })).toBeInTheDocument();
  });

  it('says why the server refused a file, in the person’s language', async () => {
    const { user } = renderWithProviders(<DataPortabilitySection />, { preloadedState, language: 'es' });
    await user.upload(screen.getByLabelText('Elegir un archivo para importar'), csv('junk\u0001'));
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent('Este archivo no se puede importar: no se ha importado nada.');
    // The server's reason by its code, in Spanish (issue 61): the file's name is a value of it.
    await waitFor(() => expect(alert).toHaveTextContent('Motivo indicado: diary.csv no es texto UTF-8: guárdalo como CSV (UTF-8) y vuelve a intentarlo.'), patient);
    expect(portabilityState.uploads).toEqual([]);
  });

  it('says when to come back after too many refused files, and when the server is busy, in both languages', async () => {
    server.use(
      http.post('*/api/me/imports/', () =>
        HttpResponse.json({ detail: 'Too many refused uploads. Try again in 61 seconds.' }, { status: 429, headers: { 'retry-after': '61' } }),
      ),
    );
    const english = renderWithProviders(<DataPortabilitySection />, { preloadedState });
    await english.user.upload(screen.getByLabelText('Choose a file to import'), csv('Date,Name,Year\n'));
    expect(await screen.findByRole('alert', {}, patient)).toHaveTextContent('Too many files were refused in a short time: try again in 2 minutes.');
    english.unmount();

    server.use(
      http.post('*/api/me/imports/', () =>
        HttpResponse.json({ detail: 'The server is busy with other uploads. Try again in 15 seconds.' }, { status: 503, headers: { 'retry-after': '15' } }),
      ),
    );
    const spanish = renderWithProviders(<DataPortabilitySection />, { preloadedState, language: 'es' });
    await spanish.user.upload(screen.getByLabelText('Elegir un archivo para importar'), csv('Date,Name,Year\n'));
    expect(await screen.findByRole('alert', {}, patient)).toHaveTextContent('El servidor está ocupado con otras subidas: vuelve a intentarlo en un momento.');
    expect(portabilityState.uploads).toEqual([]);
  });

  it('refuses a file that is neither .zip nor .csv before uploading it', async () => {
    renderWithProviders(<DataPortabilitySection />, { preloadedState });
    // As a browser does when the person switches the picker to "All files".
    fireEvent.change(screen.getByLabelText('Choose a file to import'), { target: { files: [csv('x', 'notes.txt')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a .zip or .csv file.');
    expect(portabilityState.uploads).toEqual([]);
  });

  it.each([
    ['en', 'Choose a file to import', 'The import failed: nothing was imported.', 'A list holds at most 5000 films ("Big"). Nothing was imported.', 'Import another file'],
    ['es', 'Elegir un archivo para importar', 'La importación ha fallado: no se ha importado nada.', 'Una lista admite como máximo 5000 películas («Big»). No se importó nada.', 'Importar otro archivo'],
  ] as const)('shows a failed job as failed with its reason (%s)', async (language, choose, failed, reason, another) => {
    const params = { max: '5000', list: 'Big' };
    portabilityState.outcome = { status: 'failed', error: serverText('import_list_full', params), error_code: 'import_list_full', error_params: params };
    const { user } = renderWithProviders(<DataPortabilitySection />, { preloadedState, language });
    await user.upload(screen.getByLabelText(choose), csv('Date,Name,Year\n'));
    const alert = await screen.findByRole('alert', {}, patient);
    expect(alert).toHaveTextContent(failed);
    await waitFor(() => expect(alert).toHaveTextContent(reason), patient);
    expect(await screen.findByLabelText(another)).toBeEnabled();
  });

  it('downloads the export as the ZIP the server names', async () => {
    const { user } = renderWithProviders(<DataPortabilitySection />, { preloadedState });
    await user.click(screen.getByRole('button', { name: 'Export all my data' }));
    await waitFor(() => expect(saved).toHaveLength(1), patient);
    expect(saved).toEqual([{ href: 'blob:test/1', download: 'movie-browser-export-2026-11-23.zip' }]);
    expect(blobs[0]?.size).toBe(22);
  });
});
