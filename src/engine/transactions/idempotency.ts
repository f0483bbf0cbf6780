/**
 * ClientRequestToken idempotency for TransactWriteItems: for 10 minutes of engine time after a token
 * is first used, the same request with the same token returns the first reply without writing again;
 * a different request with that token fails with IdempotentParameterMismatchException; a repeat
 * while the first is still in flight fails with TransactionInProgressException.
 */
import { DynamoDBError } from '../errors.ts';

export const IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;

interface TokenRecord {
  fingerprint: string;
  expiresAt: number;
  /** The reply once the transaction has completed; undefined while in flight. */
  reply?: unknown;
}

export class IdempotencyTokens {
  private readonly tokens = new Map<string, TokenRecord>();

  /** The earlier reply for a repeated request, or undefined when this is a new use of the token. */
  check(token: string, fingerprint: string, now: number): unknown {
    this.expire(now);
    const record = this.tokens.get(token);
    if (!record) return undefined;
    if (record.fingerprint !== fingerprint) {
      throw new DynamoDBError(
        'IdempotentParameterMismatchException',
        'Request has a different set of parameters than an earlier request with the same client token.',
      );
    }
    if (record.reply === undefined) {
      throw new DynamoDBError(
        'TransactionInProgressException',
        'Transaction with the given request token is already in progress.',
      );
    }
    return record.reply;
  }

  begin(token: string, fingerprint: string, now: number): void {
    this.tokens.set(token, { fingerprint, expiresAt: now + IDEMPOTENCY_WINDOW_MS });
  }

  complete(token: string, reply: unknown, now: number): void {
    const record = this.tokens.get(token);
    if (record) {
      record.reply = reply;
      // The window runs from the completion of the first request.
      record.expiresAt = now + IDEMPOTENCY_WINDOW_MS;
    }
  }

  forget(token: string): void {
    this.tokens.delete(token);
  }

  private expire(now: number): void {
    for (const [token, record] of this.tokens)
      if (record.expiresAt <= now && record.reply !== undefined) this.tokens.delete(token);
  }
}
