/**
 * A reply that is ready only later on the engine clock — a transaction that stays in flight for
 * transactionLatencyMs before it commits. Operations return it only when the caller can wait
 * (dispatchAsync); the plain synchronous dispatch runs such operations instantly instead.
 */
export class DeferredReply {
  constructor(readonly ready: Promise<unknown>) {}
}
