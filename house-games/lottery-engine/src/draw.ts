import {
  distinctInts,
  type HmacSha256,
  hashServerSeed,
  labelledStream,
  nobleHmacSha256,
  uniformInt,
} from '@platform/house-engine';
import { type DrawFormat, drawLength, type LotteryGame } from './games';

/** Bumped whenever the way a stream becomes numbers changes; stored with each draw and shown by the verifier. */
export const LOTTERY_ENGINE_VERSION = 'lottery-1';

/**
 * The numbers of one issue: the fair stream of house-engine labelled with the issue number (block c is
 * HMAC-SHA256(seed text, `${issueNumber}:${c}`)), each position a uniform integer by rejection sampling
 * (independent formats) or a partial Fisher-Yates of uniform integers (distinct formats); no modulo bias.
 */
export function drawNumbers(
  format: DrawFormat,
  serverSeed: string,
  issueNumber: string,
  hmacSha256: HmacSha256 = nobleHmacSha256,
): number[] {
  const stream = labelledStream(serverSeed, issueNumber, hmacSha256);
  if (format.kind === 'independent')
    return format.ranges.map((range) => format.min + uniformInt(stream, range));
  return distinctInts(stream, format.pool, format.picks).map((value) => format.min + value);
}

export function draw(
  game: LotteryGame,
  serverSeed: string,
  issueNumber: string,
  hmacSha256: HmacSha256 = nobleHmacSha256,
): number[] {
  return drawNumbers(game.format, serverSeed, issueNumber, hmacSha256);
}

/** The commitment published when an issue opens: SHA-256 of the seed's text, lower-case hex. */
export function commit(serverSeed: string): string {
  return hashServerSeed(serverSeed);
}

/** True when the revealed seed matches the published hash and reproduces exactly these numbers. */
export function verify(
  game: LotteryGame,
  serverSeed: string,
  issueNumber: string,
  commitHash: string,
  numbers: readonly number[],
  hmacSha256: HmacSha256 = nobleHmacSha256,
): boolean {
  if (commit(serverSeed) !== commitHash.toLowerCase()) return false;
  if (numbers.length !== drawLength(game.format)) return false;
  const expected = draw(game, serverSeed, issueNumber, hmacSha256);
  return expected.every((value, index) => value === numbers[index]);
}

/** A prize number as shown: zero-padded to its prize's digits (prize formats), else the plain number. */
export function showNumbers(format: DrawFormat, numbers: readonly number[]): string[] {
  if (format.kind !== 'independent' || !format.prizes) return numbers.map(String);
  const widths = format.prizes.flatMap((group) => Array<number>(group.count).fill(group.digits));
  return numbers.map((value, index) => String(value).padStart(widths[index] ?? 0, '0'));
}
