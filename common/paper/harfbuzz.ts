// A thin binding to harfbuzzjs's harfbuzz.wasm, instantiated from bytes the caller supplies.
// Why not harfbuzzjs's own wrapper: it starts the wasm at import time from a path next to its own
// module (which bundlers' pre-bundling breaks) and registers a JS callback through emscripten's
// addFunction. The wasm needs only five trivial imports, so the engine owns its loading instead:
// Node reads the file, the browser fetches a Vite `?url` asset. No eval, no Function().

export interface HbGlyph {
  /** Glyph id in the font. */
  id: number;
  /** UTF-16 index of the first character of this glyph's cluster in the shaped text. */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface HbFont {
  readonly unitsPerEm: number;
  readonly ascender: number;
  readonly descender: number;
  /** Code points the font maps to a glyph. */
  readonly coverage: ReadonlySet<number>;
  shape(text: string): HbGlyph[];
  /** The glyph's own advance in font units (what the PDF's width table holds). */
  advanceOf(glyphId: number): number;
}

export interface HarfBuzz {
  openFont(data: Uint8Array): HbFont;
}

interface HbExports {
  memory: WebAssembly.Memory;
  __wasm_call_ctors(): void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_get_upem(face: number): number;
  hb_face_collect_unicodes(face: number, set: number): void;
  hb_font_create(face: number): number;
  hb_font_get_h_extents(font: number, extents: number): number;
  hb_font_get_glyph_h_advance(font: number, glyph: number): number;
  hb_set_create(): number;
  hb_set_destroy(set: number): void;
  hb_set_get_population(set: number): number;
  hb_set_next_many(set: number, codepoint: number, out: number, size: number): number;
  hb_buffer_create(): number;
  hb_buffer_clear_contents(buffer: number): void;
  hb_buffer_add_utf16(buffer: number, text: number, length: number, offset: number, itemLength: number): void;
  hb_buffer_guess_segment_properties(buffer: number): void;
  hb_buffer_get_length(buffer: number): number;
  hb_buffer_get_glyph_infos(buffer: number, length: number): number;
  hb_buffer_get_glyph_positions(buffer: number, length: number): number;
  hb_shape(font: number, buffer: number, features: number, featureCount: number): void;
}

const HB_MEMORY_MODE_READONLY = 1;

/** Instantiates harfbuzz.wasm (the bytes of `harfbuzzjs/dist/harfbuzz.wasm`). */
export async function loadHarfBuzz(wasm: BufferSource): Promise<HarfBuzz> {
  // The wasm's memory, known once instantiated; growing it is the only import that does real work.
  const state: { memory?: WebAssembly.Memory } = {};
  const imports = {
    env: {
      _emscripten_runtime_keepalive_clear: () => undefined,
      _setitimer_js: () => 0,
      _abort_js: () => {
        throw new Error('harfbuzz aborted');
      },
      emscripten_resize_heap: (requested: number) => {
        const memory = state.memory;
        if (!memory) return 0;
        const needed = (requested >>> 0) - memory.buffer.byteLength;
        if (needed <= 0) return 1;
        try {
          memory.grow(Math.ceil(needed / 65536));
          return 1;
        } catch {
          return 0;
        }
      },
    },
    wasi_snapshot_preview1: {
      proc_exit: (code: number) => {
        throw new Error(`harfbuzz exited with code ${code}`);
      },
    },
  };
  const { instance } = await WebAssembly.instantiate(wasm, imports);
  const hb = instance.exports as unknown as HbExports;
  state.memory = hb.memory;
  hb.__wasm_call_ctors();
  const buffer = hb.hb_buffer_create();
  // Memory can grow (and detach old views) on any call: always take fresh views.
  const u32 = () => new Uint32Array(hb.memory.buffer);
  const i32 = () => new Int32Array(hb.memory.buffer);

  function collectUnicodes(face: number): Set<number> {
    const set = hb.hb_set_create();
    hb.hb_face_collect_unicodes(face, set);
    const count = hb.hb_set_get_population(set);
    const out = hb.malloc(count * 4);
    hb.hb_set_next_many(set, -1, out, count);
    const codes = new Set(u32().subarray(out / 4, out / 4 + count));
    hb.free(out);
    hb.hb_set_destroy(set);
    return codes;
  }

  function openFont(data: Uint8Array): HbFont {
    // The font lives as long as the engine: its bytes are never freed.
    const ptr = hb.malloc(data.byteLength);
    new Uint8Array(hb.memory.buffer).set(data, ptr);
    const blob = hb.hb_blob_create(ptr, data.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
    const face = hb.hb_face_create(blob, 0);
    const font = hb.hb_font_create(face);
    const unitsPerEm = hb.hb_face_get_upem(face);
    const extents = hb.malloc(48);
    hb.hb_font_get_h_extents(font, extents);
    const [ascender = 0, descender = 0] = i32().subarray(extents / 4, extents / 4 + 2);
    hb.free(extents);
    return {
      unitsPerEm,
      ascender,
      descender,
      coverage: collectUnicodes(face),
      advanceOf: (glyphId) => hb.hb_font_get_glyph_h_advance(font, glyphId),
      shape(text) {
        hb.hb_buffer_clear_contents(buffer);
        const textPtr = hb.malloc(text.length * 2 + 2);
        const words = new Uint16Array(hb.memory.buffer, textPtr, text.length);
        for (let i = 0; i < text.length; i++) words[i] = text.charCodeAt(i);
        hb.hb_buffer_add_utf16(buffer, textPtr, text.length, 0, text.length);
        hb.free(textPtr);
        hb.hb_buffer_guess_segment_properties(buffer);
        hb.hb_shape(font, buffer, 0, 0);
        const length = hb.hb_buffer_get_length(buffer);
        const infos = hb.hb_buffer_get_glyph_infos(buffer, 0) / 4;
        const positions = hb.hb_buffer_get_glyph_positions(buffer, 0) / 4;
        const info = u32();
        const pos = i32();
        const glyphs: HbGlyph[] = new Array(length);
        for (let i = 0; i < length; i++) {
          const a = infos + i * 5;
          const p = positions + i * 5;
          glyphs[i] = {
            id: info[a]!,
            cluster: info[a + 2]!,
            xAdvance: pos[p]!,
            xOffset: pos[p + 2]!,
            yOffset: pos[p + 3]!,
          };
        }
        return glyphs;
      },
    };
  }

  return { openFont };
}
