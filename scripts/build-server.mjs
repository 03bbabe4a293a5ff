// Compiles the server to plain JavaScript in dist/server (esbuild: the server's entry, and the paper
// renderer's worker thread as an entry of its own, paper-worker.mjs, which server/lib/paper-worker-client.ts
// expects beside the chunks; the paper engine's PDF painter is a chunk of its own; packages stay in
// node_modules).
// `npm start` runs it with plain `node`: no TypeScript loader in the serving process, which starts
// sooner and keeps about 35 MB less memory than `node --import tsx server/main.ts`.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { root } from './lib.mjs';

export const SERVER_DIR = path.join(root, 'dist', 'server');

/**
 * Source files find their data beside them (seed questions, fonts, the client build) through
 * `import.meta.url`; in the bundle that would be the bundle's own address, so each file's use of it
 * becomes its source file's address, written relative to dist/server so the folder can move.
 */
const sourceAddresses = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const relative = path.relative(SERVER_DIR, args.path).split(path.sep).join('/');
      return {
        contents: text.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

export async function buildServer() {
  fs.rmSync(SERVER_DIR, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', 'paper-worker': 'server/lib/paper-worker.ts' },
    outdir: SERVER_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    keepNames: true,
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [sourceAddresses],
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts', 'build-server.mjs')) {
  await buildServer();
  console.log(`built the server into ${path.relative(root, SERVER_DIR)}/`);
}
