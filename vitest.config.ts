import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Four workers on two cores: some test files spend most of their time waiting (real clients
    // started as processes, waits on an engine clock that runs in real time: solutionScripts takes
    // 56 s for 33 s of CPU), and a third and fourth worker use the core a waiting one leaves idle.
    // Measured here, idle machine, whole suite: 2 workers 169 s (20 % of the cores idle), 3 workers
    // 150 s, 4 workers 137 s (2 % idle); in a clean clone (no record of file durations to order by)
    // 188 s with 2 workers, 152 s with 4.
    maxWorkers: 4,
    // Test files share a worker's module cache instead of re-importing the engine each: the whole
    // suite ran in 2 min 11 s instead of 4 min 42 s here. Safe because no test mocks a module or
    // stubs a global, the app's stores and engines are made by factories per test, and module-level
    // state is caches only; a test that changes process.env restores it.
    isolate: false,
    // Capacity scenarios simulate minutes of traffic and the SDK's retry back-off waits in real time:
    // allow for a loaded machine.
    testTimeout: 30_000,
    server: {
      deps: {
        // Monaco's TypeScript worker (tsWorker.js, and the 9 MB typescriptServices.js and 3 MB lib.js it
        // imports) is ES module code in a folder named esm/ of a package without "type": "module", so
        // Vitest would transform it as project code: seconds of transform and a slower evaluation in
        // every worker that imports it. Node imports it as it is (module syntax detection, Node 20.19+).
        external: [/\/node_modules\/monaco-editor\/esm\/vs\/languages\/features\/typescript\//],
      },
    },
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
