import fc from 'fast-check';

/** Payloads attackers actually send: SQL, script, template and path-traversal probes. */
const ATTACK_STRINGS = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "1' UNION SELECT password_hash FROM users --",
  "'); DELETE FROM favorites; --",
  '<script>alert(document.cookie)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/work/main/data/session-secret',
  'poster-1.svg/../../../package.json',
  '\u0000',
  'a\u0000b',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '0x1F',
  '99999999999999999999999',
  '9'.repeat(300),
  'a'.repeat(5000),
  '\u202e\u0301\ud83d\ude00',
  '\ud800',
  ' ',
  '',
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ATTACK_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 50 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
);

/** Path segments that can never be an existing id: not digits, or digits past any stored id. */
export const hostileSegment = fc.oneof(
  hostileString.filter((value) => value !== '' && !/^\d{1,9}$/.test(value)),
  fc.bigInt({ min: 2_147_483_648n, max: 10n ** 30n }).map(String),
  fc.constantFrom('%ff%fe', '%c3%28', '%00', '%2e%2e', '..%2f..%2f', '%', '%zz'),
);

/** Percent-encodes the UTF-8 bytes; unlike encodeURIComponent it takes lone surrogates too (as U+FFFD). */
export function percentEncode(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

export function encodeSegment(segment: string): string {
  // Already percent-encoded probes go out as they are, to reach the server's own decoding; but a
  // backslash, which a URL parser reads as a slash ("/\\%" is the invalid host "%", and the
  // request never leaves the test), is encoded.
  return /%[0-9a-z]{0,2}/i.test(segment) ? segment.replace(/\\/g, '%5C') : percentEncode(segment);
}

/** Header values a client can put on the wire: bytes outside printable ASCII percent-encoded. */
export function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7e]+/g, (chars) => percentEncode(chars));
}

function nested(depth: number, open: string, close: string, inner = '1'): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

const INVALID_UTF8 = Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]);

export interface HostileBody {
  contentType: string | undefined;
  payload: string | Buffer;
}

export const jsonBody = (value: unknown): HostileBody => ({ contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' });

/** Bodies of the wrong type, shape, size, encoding and content type. */
export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map(jsonBody),
  fc
    .record({ email: fc.oneof(hostileString, fc.jsonValue()), password: fc.jsonValue(), password1: fc.jsonValue(), isAdmin: fc.boolean() })
    .map(jsonBody),
  fc.record({ email: hostileString, password: hostileString, password1: hostileString, password2: hostileString }).map(jsonBody),
  fc.constantFrom<HostileBody>(
    { contentType: 'application/json', payload: nested(10_000, '[', ']') },
    { contentType: 'application/json', payload: nested(5_000, '{"a":', '}') },
    { contentType: 'application/json', payload: `{"email":"${'a'.repeat(2 * 1024 * 1024)}@x.io"}` },
    { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true},"email":"a@b.co","password":"x"}' },
    { contentType: 'application/json', payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { contentType: 'application/json', payload: '{"email": "a@b.co", "password": ' },
    { contentType: 'application/json', payload: 'NaN' },
    { contentType: 'application/json', payload: INVALID_UTF8 },
    { contentType: 'application/json; charset=utf-16', payload: '{"email":"a@b.co"}' },
    { contentType: 'text/plain', payload: 'email=a@b.co&password=x' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'email=a@b.co&password=x' },
    { contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' },
    { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="photo"; filename="../../evil.php"\r\n\r\n<?php ?>\r\n--x--' },
    { contentType: 'multipart/form-data', payload: 'no boundary at all' },
    { contentType: ';;;', payload: '{}' },
    { contentType: undefined, payload: INVALID_UTF8 },
  ),
);

/** Text with a NUL somewhere in it (alone, first, last or inside), which PostgreSQL's text cannot hold. */
export const textWithNul = fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([before, after]) => `${before}\u0000${after}`);

/** Query strings with unknown keys, wrong types, repeated keys and attack strings. */
export const hostileQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('page', 'language', 'region', 'query', 'year', 'include_adult', 'with_genres', 'sort_by', 'api_key', '__proto__', 'page[]'), hostileString),
      hostileString,
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&'));

/** What a request carries for a session: nothing, garbage, or a valid one (filled in by the test). */
export const hostileCredentials = fc.oneof(
  fc.constant<{ kind: 'none' }>({ kind: 'none' }),
  fc.constant<{ kind: 'session' }>({ kind: 'session' }),
  hostileString.map((value) => ({ kind: 'cookie' as const, value })),
  hostileString.map((value) => ({ kind: 'authorization' as const, value })),
);
