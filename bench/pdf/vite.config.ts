import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The bench page, built like the app (production bundle) and served with the app's script CSP.
const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const BENCH_OUT_DIR = path.join(benchDir, '..', '..', 'dist', 'bench-pdf');
export const BENCH_CSP = "script-src 'self' 'wasm-unsafe-eval'";

export default defineConfig({
  root: benchDir,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: BENCH_OUT_DIR, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  preview: { headers: { 'Content-Security-Policy': BENCH_CSP } },
});
