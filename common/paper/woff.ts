// WOFF 1.0 → TrueType (sfnt), for the fontsource Noto files the paper embeds.
// pdfkit subsets only plain TTF well (it fails on WOFF2 and is slow on WOFF), so the engine unwraps
// each WOFF once at load. Each WOFF table is either stored or zlib-compressed; the caller supplies the
// inflater (node:zlib in Node, DecompressionStream in the browser) so this file runs on both sides.

export type Inflate = (data: Uint8Array) => Promise<Uint8Array> | Uint8Array;

interface TableEntry {
  tag: number;
  checksum: number;
  data: Uint8Array;
}

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

export async function woffToTtf(woff: Uint8Array, inflate: Inflate): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF 1.0 font');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: TableEntry[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const tag = view.getUint32(at);
    const offset = view.getUint32(at + 4);
    const compLength = view.getUint32(at + 8);
    const origLength = view.getUint32(at + 12);
    const checksum = view.getUint32(at + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? await inflate(stored) : stored;
    if (data.byteLength !== origLength) throw new Error('Corrupt WOFF table');
    tables.push({ tag, checksum, data });
  }
  tables.sort((a, b) => a.tag - b.tag);

  const headerSize = 12 + numTables * 16;
  const total = tables.reduce((sum, t) => sum + ((t.data.byteLength + 3) & ~3), headerSize);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, searchRange);
  outView.setUint16(8, entrySelector);
  outView.setUint16(10, numTables * 16 - searchRange);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    outView.setUint32(at, table.tag);
    outView.setUint32(at + 4, table.checksum);
    outView.setUint32(at + 8, offset);
    outView.setUint32(at + 12, table.data.byteLength);
    out.set(table.data, offset);
    offset += (table.data.byteLength + 3) & ~3;
  });
  return out;
}
