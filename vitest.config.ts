import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Two cores: more workers only contend.
    maxWorkers: 2,
    // Capacity scenarios simulate minutes of traffic and the SDK's retry back-off waits in real time:
    // allow for a loaded machine.
    testTimeout: 30_000,
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});
