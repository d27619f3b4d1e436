/**
 * Uploads as a browser (or a hostile client) sends them: multipart/form-data over node:http,
 * either in one write or trickled in chunks, every one bounded by a timeout so that a server
 * that never answers costs the benchmark that timeout, not a hang.
 */
import http from 'node:http';
import type { ImportJob } from '../../contract/filmLogImport';

export interface UploadFile {
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * What came back: a status, its body and Retry-After (s, when sent), or no answer (the
 * connection closed first, or the timeout passed).
 */
export type UploadOutcome = { status: number; body: string; retryAfterS?: number; ms: number } | { status: 'reset' | 'timeout'; ms: number };

/**
 * How a body is sent: `fast` in one write; `slow` SLOW_CHUNK_BYTES every SLOW_CHUNK_DELAY_MS,
 * its length declared; `chunked` as slowly without a declared length (chunked transfer
 * encoding, as a streaming client sends), so only the bytes that arrive can tell its size.
 */
export type Pace = 'fast' | 'slow' | 'chunked';
const SLOW_CHUNK_BYTES = 64 * 1024;
export const SLOW_CHUNK_DELAY_MS = 2;

const BOUNDARY = '----movie-bench-import-load';

export function multipartBody(file: UploadFile): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POSTs a multipart body (from multipartBody). A slow body stops being sent once an answer has
 * come: a server that refuses early must not be made to read the rest.
 */
export function sendUpload(url: string, headers: Record<string, string>, body: Buffer, pace: Pace, timeoutMs: number): Promise<UploadOutcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    let answered = false;
    const request = http.request(url, {
      method: 'POST',
      // A connection of its own, closed after: one upload's broken connection cannot hurt the next.
      agent: false,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(pace === 'chunked' ? {} : { 'content-length': body.length }) },
    });
    const settle = (outcome: UploadOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ status: 'timeout', ms: ms() }), Math.max(1, Math.ceil(timeoutMs)));
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      const retryAfter = Number(response.headers['retry-after']);
      response.on('end', () => settle({
        status: response.statusCode ?? 0,
        body: Buffer.concat(chunks).toString('utf8'),
        ...(Number.isFinite(retryAfter) ? { retryAfterS: retryAfter } : {}),
        ms: ms(),
      }));
      response.on('error', () => settle({ status: response.statusCode ?? 0, body: '', ms: ms() }));
    });
    request.on('error', () => settle({ status: 'reset', ms: ms() }));
    if (pace === 'fast') request.end(body);
    else void trickle(request, body, () => settled || answered);
  });
}

async function trickle(request: http.ClientRequest, body: Buffer, stop: () => boolean): Promise<void> {
  const closed = new Promise((resolve) => request.once('close', resolve));
  for (let offset = 0; offset < body.length; offset += SLOW_CHUNK_BYTES) {
    if (stop()) return;
    if (!request.write(body.subarray(offset, offset + SLOW_CHUNK_BYTES))) await Promise.race([closed, new Promise((resolve) => request.once('drain', resolve))]);
    await sleep(SLOW_CHUNK_DELAY_MS);
  }
  if (!stop()) request.end();
}

/** The signed-in headers of an account: its access cookie, and its own address for a server behind TRUST_PROXY. */
export const personHeaders = (person: { access: string; ip: string }): Record<string, string> => ({
  cookie: `access=${person.access}`,
  'x-forwarded-for': person.ip,
});

const POLL_EVERY_MS = 250;
const POLL_TIMEOUT_MS = 15_000;

/**
 * Polls an import job as the SPA does until it is done or failed, or `deadline`
 * (performance.now()) passes: then the last state seen, or null if no poll was answered.
 */
export async function waitForImport(baseUrl: string, person: { access: string; ip: string }, id: number, deadline: number): Promise<{ job: ImportJob | null; finished: boolean }> {
  let job: ImportJob | null = null;
  while (performance.now() < deadline) {
    const left = Math.ceil(Math.max(1, Math.min(POLL_TIMEOUT_MS, deadline - performance.now())));
    const res = await fetch(`${baseUrl}/api/me/imports/${id}/`, { headers: personHeaders(person), signal: AbortSignal.timeout(left) }).catch(() => null);
    if (res?.ok) job = (await res.json().catch(() => null)) as ImportJob | null;
    if (job?.status === 'done' || job?.status === 'failed') return { job, finished: true };
    await sleep(POLL_EVERY_MS);
  }
  return { job, finished: false };
}
