// Font subsetting with harfbuzzjs's harfbuzz-subset.wasm (no imports needed), used at build time to cut
// the large Noto fonts down to the code points papers use. Layout features and hinting are kept.

interface SubsetExports {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, codepoint: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

export type Subsetter = (
  font: Uint8Array,
  keep: ReadonlyArray<readonly [number, number]>,
  dropTables?: readonly string[],
) => Uint8Array;

const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
const tag = (s: string) =>
  ((s.charCodeAt(0) << 24) | (s.charCodeAt(1) << 16) | (s.charCodeAt(2) << 8) | s.charCodeAt(3)) >>> 0;

export async function loadSubsetter(wasm: BufferSource): Promise<Subsetter> {
  const { instance } = await WebAssembly.instantiate(wasm, {});
  const hb = instance.exports as unknown as SubsetExports;
  return (font, keep, dropTables = []) => {
    const ptr = hb.malloc(font.byteLength);
    new Uint8Array(hb.memory.buffer).set(font, ptr);
    const blob = hb.hb_blob_create(ptr, font.byteLength, 1, 0, 0);
    const face = hb.hb_face_create(blob, 0);
    const input = hb.hb_subset_input_create_or_fail();
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const [from, to] of keep) for (let cp = from; cp <= to; cp++) hb.hb_set_add(unicodes, cp);
    const dropped = hb.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
    for (const table of dropTables) hb.hb_set_add(dropped, tag(table));
    const subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('Font subsetting failed');
    const outBlob = hb.hb_face_reference_blob(subset);
    const data = hb.hb_blob_get_data(outBlob, 0);
    const length = hb.hb_blob_get_length(outBlob);
    const out = new Uint8Array(hb.memory.buffer, data, length).slice();
    hb.hb_blob_destroy(outBlob);
    hb.hb_face_destroy(subset);
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.hb_blob_destroy(blob);
    hb.free(ptr);
    return out;
  };
}
