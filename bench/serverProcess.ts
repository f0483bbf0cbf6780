/**
 * A benchmark server (benchServers.ts) in its own process, so its CPU time can be measured alone
 * (process.cpuUsage). IPC with the parent: the bare servers first receive { replies }; the process
 * sends { url } when listening and { cpu } in answer to every 'cpu'.
 */
import { startBenchServer, type ServerMode } from './benchServers.ts';

export type { ServerMode } from './benchServers.ts';
export type ServerMessage = { url: string } | { cpu: NodeJS.CpuUsage };
export type ParentMessage = 'cpu' | { replies: Record<string, string> };

const send = (message: ServerMessage) => process.send!(message);
const start = async (replies?: Record<string, string>) =>
  send({ url: await startBenchServer(mode, { replies }) });

const mode = process.argv[2] as ServerMode;
process.on('message', (message: ParentMessage) => {
  if (message === 'cpu') send({ cpu: process.cpuUsage() });
  else if (mode === 'bare' || mode === 'bare-parse') void start(message.replies);
});
process.on('disconnect', () => process.exit(0));

if (mode === 'sandbox' || mode === 'bare-dispatch') void start();
