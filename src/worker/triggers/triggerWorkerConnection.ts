/**
 * The engine worker's end of one trigger worker (trigger.worker.ts): starts it with the function's
 * code and a wire port to the engine, sends invocations, gathers each one's output as it arrives,
 * and ends it — terminating the worker is the only way to stop a handler stuck in a loop.
 */
import type { HandlerOutcome } from './functionHost.ts';
import { InvocationCapture } from './invocationCapture.ts';
import { INIT_PHASE, type FromTrigger, type ToTrigger } from './triggerProtocol.ts';
import type { StreamEvent } from './triggerTypes.ts';

export interface InvokeReply {
  outcome: HandlerOutcome;
  durationMs: number;
}

type Waiter = (reply: InvokeReply) => void;

export class TriggerWorkerConnection {
  /** The init phase's outcome (its output is in `capture(INIT_PHASE)`). */
  readonly ready: Promise<HandlerOutcome>;
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly captures = new Map<number, InvocationCapture>();
  private readonly waiting = new Map<number, Waiter>();
  private resolveReady: (outcome: HandlerOutcome) => void = () => {};
  private ended = false;

  constructor(
    worker: Worker,
    init: { code: string; functionName: string },
    connectWirePort: (port: MessagePort) => void,
  ) {
    this.worker = worker;
    this.ready = new Promise((resolve) => (this.resolveReady = resolve));
    const channel = new MessageChannel();
    connectWirePort(channel.port1);
    this.port = channel.port1;
    worker.addEventListener('message', (event: MessageEvent<FromTrigger>) => this.receive(event.data));
    // Only a failure of the worker itself lands here: the worker catches what handler code throws.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.end(`The function's worker failed: ${event.message || 'it could not be started'}`);
    });
    const message: ToTrigger = { type: 'init', port: channel.port2, ...init };
    worker.postMessage(message, [channel.port2]);
  }

  /** Output of invocation `id` (or of the init phase) so far. */
  capture(id: number): InvocationCapture {
    let capture = this.captures.get(id);
    if (!capture) this.captures.set(id, (capture = new InvocationCapture()));
    return capture;
  }

  /** Moves the init phase's output to invocation `id`, which reports it (Lambda logs init with the first call). */
  reportInitWith(id: number): void {
    const init = this.captures.get(INIT_PHASE);
    if (!init) return;
    this.captures.delete(INIT_PHASE);
    this.captures.set(id, init);
  }

  invoke(id: number, event: StreamEvent, requestId: string, timeoutMs: number): Promise<InvokeReply> {
    if (this.ended) return Promise.resolve(exited('The function was stopped'));
    const reply = new Promise<InvokeReply>((resolve) => this.waiting.set(id, resolve));
    const message: ToTrigger = { type: 'invoke', id, event, requestId, timeoutMs };
    this.worker.postMessage(message);
    return reply;
  }

  /** Forgets an invocation's output once it has been reported. */
  release(id: number): void {
    this.captures.delete(id);
  }

  /** Terminates the worker; invocations still waiting finish as failed with `reason`. */
  end(reason = 'The function was stopped'): void {
    if (this.ended) return;
    this.ended = true;
    this.worker.terminate();
    this.port.close();
    this.resolveReady({ ok: false, errorType: 'Runtime.ExitError', errorMessage: reason });
    for (const resolve of this.waiting.values()) resolve(exited(reason));
    this.waiting.clear();
  }

  private receive(message: FromTrigger): void {
    if (message.type === 'output') {
      this.capture(message.id).add(message.entry);
    } else if (message.type === 'ready') {
      this.capture(INIT_PHASE).addDropped(message.dropped);
      this.resolveReady(message.outcome);
    } else {
      const resolve = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      this.capture(message.id).addDropped(message.dropped);
      resolve?.({ outcome: message.outcome, durationMs: message.durationMs });
    }
  }
}

function exited(reason: string): InvokeReply {
  return { outcome: { ok: false, errorType: 'Runtime.ExitError', errorMessage: reason }, durationMs: 0 };
}
