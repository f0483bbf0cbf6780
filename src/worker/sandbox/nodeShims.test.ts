import { describe, expect, it } from 'vitest';
import { createProcess, fileURLToPath, nodeShims, pathToFileURL, ProcessExit } from './nodeShims.ts';

describe('node shims', () => {
  it('make the AWS samples’ "run main when run directly" test true for a blob module', () => {
    const process = createProcess(() => {});
    const url = 'blob:http://localhost/3f2a';
    process.argv[1] = url;
    expect(process.argv[1] === fileURLToPath(url)).toBe(true);
    expect(process.env).toEqual({});
    // Both specifiers export the same functions; node:process is the global itself.
    const shims = nodeShims(process);
    expect(shims['node:url'].fileURLToPath).toBe(fileURLToPath);
    expect(shims.url.pathToFileURL).toBe(pathToFileURL);
    expect(shims['node:process']).toBe(process);
  });

  it('converts file URLs and paths as Node does', () => {
    expect(fileURLToPath('file:///home/me/my%20app/index.js')).toBe('/home/me/my app/index.js');
    expect(fileURLToPath(new URL('file:///a/b.js'))).toBe('/a/b.js');
    expect(pathToFileURL('/home/me/my app/index.js').href).toBe('file:///home/me/my%20app/index.js');
  });

  it('exit tells the sandbox the code, once, and stops the code that called it', () => {
    const codes: number[] = [];
    const process = createProcess((code) => codes.push(code));
    expect(() => process.exit(2)).toThrow(ProcessExit);
    process.exitCode = 3;
    expect(() => process.exit()).toThrow('process.exit(3)');
    expect(codes).toEqual([2, 3]);
  });
});
