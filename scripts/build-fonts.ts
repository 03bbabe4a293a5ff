// Builds the paper's TTF fonts (common/paper/fonts/, git-ignored) from the @fontsource WOFF files:
// pdfkit subsets TTF only, and the browser bundle imports these files. Run by `npm run fonts`.
import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { writeFonts } from '../common/paper/node-fonts';

const started = performance.now();
const paths = await writeFonts();
for (const path of paths)
  console.log(`${relative(process.cwd(), path)}  ${Math.round(statSync(path).size / 1024)} KB`);
console.log(`paper fonts built in ${Math.round(performance.now() - started)} ms`);
