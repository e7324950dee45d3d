/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { MOCK_PORT } from './scripts/ports.mjs';
import { CSP } from './scripts/csp.mjs';

// `/api/v1` goes to a real backend when API_TARGET is set (it serves the prefix itself), otherwise to the
// Prism mock, which serves the contract's paths at its own root, so the prefix is stripped.
const apiTarget = process.env.API_TARGET;
const apiProxy: Record<string, ProxyOptions> = {
  '/api/v1': apiTarget
    ? { target: apiTarget, changeOrigin: true }
    : {
        target: `http://127.0.0.1:${process.env.MOCK_PORT ?? MOCK_PORT}`,
        rewrite: (path) => path.replace(/^\/api\/v1/, ''),
      },
};

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // index.html lives in src/ so that the top level stays as the design card lists it.
  root: here('./src'),
  envDir: here('.'),
  // VITE_CACHE_DIR lets several dev servers run side by side without invalidating each other's deps.
  cacheDir: here(process.env.VITE_CACHE_DIR ?? './node_modules/.vite'),
  // Scan every module up front so a first visit to a lazy page never triggers a re-optimise and reload.
  optimizeDeps: { entries: ['**/*.tsx'] },
  plugins: [react()],
  resolve: {
    alias: {
      '@': here('./src'),
      '@locales': here('./locales'),
    },
  },
  server: { proxy: apiProxy, strictPort: true, fs: { allow: [here('.')] } },
  // The built app is served under the production Content Security Policy (e2e runs against it).
  preview: { proxy: apiProxy, strictPort: true, headers: { 'Content-Security-Policy': CSP } },
  build: { outDir: here(process.env.BUILD_DIR ?? './dist'), emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
  test: {
    root: here('.'),
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    css: false,
  },
});
