/**
 * Runs a lesson's JavaScript snippet as the Console's JavaScript mode runs learner code
 * (src/worker/sandbox.worker.ts), but on this thread: an ES module whose package imports are
 * rewritten to the SDK's shim modules (learnerModule.ts, with the data: URLs the in-thread trigger
 * runtime uses), the ready globals `client` and `doc` connected to the engine over its wire port
 * (sandboxSdk.ts), and `Date` on the sandbox's virtual clock (virtualDate.ts), so that
 * `Date.now()` tells the engine's time as it does in the Console.
 */
import { wrap } from 'comlink';
import type { EngineClient } from '../../src/client/engineClient.ts';
import type { WirePortApi } from '../../src/worker/api.ts';
import { captureConsole } from '../../src/worker/sandbox/capturedConsole.ts';
import { learnerModuleSource } from '../../src/worker/sandbox/learnerModule.ts';
import { createSandboxClients } from '../../src/worker/sandbox/sandboxSdk.ts';
import { VirtualClock, virtualDate } from '../../src/worker/sandbox/virtualDate.ts';
import { dataShimUrls, dataUrl } from '../../src/worker/triggers/moduleRuntime.ts';

/** How a snippet's module evaluation ended, with what it printed. */
export type SnippetOutcome = { ok: true; output: string[] } | { ok: false; error: unknown; output: string[] };

export interface SnippetRunner {
  run(code: string): Promise<SnippetOutcome>;
  close(): void;
}

export async function snippetRunner(client: EngineClient): Promise<SnippetRunner> {
  const channel = new MessageChannel();
  await client.connectWirePort(channel.port1);
  const wire = wrap<WirePortApi>(channel.port2);
  const RealDate = Date;
  const clock = new VirtualClock(() => RealDate.now());
  const clients = createSandboxClients(async (target, body, region) => {
    const reply = await wire.dispatch(target, body, region);
    clock.update(reply.clock);
    return reply;
  });
  const shimUrls = dataShimUrls();
  let runs = 0;
  return {
    async run(code) {
      const scope = globalThis as Record<string, unknown>;
      const saved = { client: scope.client, doc: scope.doc, console: scope.console, Date: scope.Date };
      const output: string[] = [];
      Object.assign(scope, clients);
      scope.console = Object.create(saved.console as object) as Console;
      captureConsole((level, text) => output.push(`${level}: ${text}`));
      clock.restart(await wire.clock());
      scope.Date = virtualDate(RealDate, clock);
      try {
        // A comment of its own per run: data: URLs of equal text would be one module, evaluated once.
        await import(/* @vite-ignore */ dataUrl(`${learnerModuleSource(code, shimUrls)}\n// run ${++runs}`));
        return { ok: true, output };
      } catch (error) {
        return { ok: false, error, output };
      } finally {
        Object.assign(scope, saved);
      }
    },
    close() {
      channel.port1.close();
      channel.port2.close();
    },
  };
}
