// Writes .br and .gz beside every compressible file of the built client; @fastify/static serves them
// (preCompressed) to browsers that accept them, so the paper engine's fonts and wasm travel small.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './lib.mjs';

const dir = path.join(root, 'dist', 'client');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|ttf|otf|txt|map)$/;
let before = 0;
let after = 0;
function walk(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (COMPRESSIBLE.test(entry.name)) {
      const data = fs.readFileSync(full);
      if (data.length < 1024) continue;
      const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
      fs.writeFileSync(`${full}.br`, br);
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      before += data.length;
      after += br.length;
    }
  }
}
walk(dir);
console.log(
  `compressed ${(before / 1024).toFixed(0)} KB of assets to ${(after / 1024).toFixed(0)} KB (brotli)`,
);
