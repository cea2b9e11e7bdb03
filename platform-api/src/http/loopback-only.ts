import { isIPv4 } from 'node:net';
import { ApiError } from '@platform/shared-contracts/server';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (`::ffff:127.0.0.1`) on a dual-stack socket. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(plain)) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * Whether the caller is on this machine, judged by the socket's peer address. Never `request.ip`: behind a trusted
 * proxy that follows X-Forwarded-For, which a caller writes himself.
 */
export function isLoopbackCaller(request: Pick<FastifyRequest, 'socket'>): boolean {
  return isLoopbackAddress(request.socket.remoteAddress);
}

/** An onRequest hook for development helpers: to any other caller they do not exist. */
export async function refuseUnlessLoopback(request: FastifyRequest): Promise<void> {
  if (!isLoopbackCaller(request)) throw new ApiError('NOT_FOUND');
}
