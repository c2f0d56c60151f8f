import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'payload.config.ts'),
      '@payload-types': path.join(root, 'payload-types.ts'),
      '@collections': path.join(root, 'collections'),
      '@globals': path.join(root, 'globals'),
      '@migrations': path.join(root, 'migrations'),
      '@': path.join(root, 'src'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/int/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
