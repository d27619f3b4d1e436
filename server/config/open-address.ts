import type { AddressInfo } from 'node:net';

/** The URL to open: a wildcard bind is reachable at localhost. */
export function addressToOpen(address: AddressInfo | string | null): string {
  if (address === null) return 'unknown';
  if (typeof address === 'string') return address;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}/`;
}
