import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

const alias = {
  '@payload-config': path.join(root, 'payload.config.ts'),
  '@payload-types': path.join(root, 'payload-types.ts'),
  '@collections': path.join(root, 'collections'),
  '@globals': path.join(root, 'globals'),
  '@migrations': path.join(root, 'migrations'),
  '@scripts': path.join(root, 'scripts'),
  '@': path.join(root, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'bench/tests/**/*.test.ts'],
          environment: 'node',
          allowOnly: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          // A stray .only fails the run instead of silently skipping the rest (in both projects).
          allowOnly: false,
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
