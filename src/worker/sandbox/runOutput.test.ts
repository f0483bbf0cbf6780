import { describe, expect, it } from 'vitest';
import { CONSOLE_HEAD_LINES, CONSOLE_TAIL_LINES, type FromSandbox } from '../sandboxProtocol.ts';
import { createRunOutput } from './runOutput.ts';

function output() {
  const posted: FromSandbox[] = [];
  const scheduled: (() => void)[] = [];
  const run = createRunOutput(
    (message) => posted.push(message),
    (callback) => scheduled.push(callback),
  );
  return { run, posted, scheduled };
}

describe('createRunOutput', () => {
  it('posts the first lines one by one, then batches the later ones, keeping the latest', () => {
    const { run, posted, scheduled } = output();
    run.begin(7);
    const total = CONSOLE_HEAD_LINES + CONSOLE_TAIL_LINES + 500;
    for (let i = 1; i <= total; i++) run.line('log', `line ${i}`);
    const single = posted.filter((message) => message.type === 'console');
    // The head, then one note that later lines come as a batch.
    expect(single).toHaveLength(CONSOLE_HEAD_LINES + 1);
    expect(single[0]).toEqual({ type: 'console', runId: 7, level: 'log', text: 'line 1' });
    expect(single.at(-1)).toMatchObject({
      level: 'info',
      text: expect.stringContaining(`the last ${CONSOLE_TAIL_LINES}`),
    });
    // One batch is scheduled however many lines follow; nothing more is posted until it runs.
    expect(scheduled).toHaveLength(1);
    expect(posted).toHaveLength(CONSOLE_HEAD_LINES + 1);
    scheduled[0]();
    const batch = posted.at(-1);
    expect(batch).toMatchObject({ type: 'console-tail', runId: 7, skipped: 500 });
    const lines = batch?.type === 'console-tail' ? batch.lines : [];
    expect(lines).toHaveLength(CONSOLE_TAIL_LINES);
    expect(lines[0].text).toBe(`line ${CONSOLE_HEAD_LINES + 501}`);
    expect(lines.at(-1)?.text).toBe(`line ${total}`);
  });

  it('sends what is batched when flushed, and starts counting again for the next run', () => {
    const { run, posted } = output();
    run.begin(1);
    for (let i = 0; i <= CONSOLE_HEAD_LINES; i++) run.line('warn', 'x');
    run.flush();
    expect(posted.at(-1)).toEqual({
      type: 'console-tail',
      runId: 1,
      lines: [{ level: 'warn', text: 'x' }],
      skipped: 0,
    });
    run.flush();
    expect(posted.filter((message) => message.type === 'console-tail')).toHaveLength(1);
    run.begin(2);
    run.line('log', 'next run');
    expect(posted.at(-1)).toEqual({ type: 'console', runId: 2, level: 'log', text: 'next run' });
  });
});
