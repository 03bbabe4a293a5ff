import { describe, expect, it } from 'vitest';
import {
  HTML_PAGE,
  JPEG_2X2,
  PNG_HEADER_ON_SCRIPT,
  pngImage,
  SVG_IMAGE,
  WEBP_2X2,
} from '../test/image-fixtures';
import { inspectImage } from './image-check';

describe('inspectImage', () => {
  it('recognises PNG, JPEG and WebP with their sizes', () => {
    expect(inspectImage(pngImage(40, 30))).toEqual({ mime: 'image/png', ext: 'png', width: 40, height: 30 });
    expect(inspectImage(JPEG_2X2)).toEqual({ mime: 'image/jpeg', ext: 'jpg', width: 2, height: 2 });
    expect(inspectImage(WEBP_2X2)).toEqual({ mime: 'image/webp', ext: 'webp', width: 2, height: 2 });
  });

  it('refuses other formats and look-alikes', () => {
    for (const data of [SVG_IMAGE, HTML_PAGE, PNG_HEADER_ON_SCRIPT, Buffer.alloc(0), Buffer.from('GIF89a')]) {
      expect(inspectImage(data)).toBeUndefined();
    }
  });

  it('refuses a PNG that is cut short, corrupted or followed by something else', () => {
    const png = pngImage();
    expect(inspectImage(png.subarray(0, png.length - 1))).toBeUndefined();
    const corrupted = Buffer.from(png);
    corrupted[40] = corrupted[40]! ^ 0xff;
    expect(inspectImage(corrupted)).toBeUndefined();
    expect(inspectImage(Buffer.concat([png, Buffer.from('<script>')]))).toBeUndefined();
  });

  it('refuses a JPEG without its end, and a WebP whose RIFF size is wrong', () => {
    expect(inspectImage(JPEG_2X2.subarray(0, JPEG_2X2.length - 2))).toBeUndefined();
    expect(
      inspectImage(
        Buffer.concat([JPEG_2X2.subarray(0, 20), Buffer.from('<html>'), Buffer.from([0xff, 0xd9])]),
      ),
    ).toBeUndefined();
    expect(inspectImage(Buffer.concat([WEBP_2X2, Buffer.from('xx')]))).toBeUndefined();
  });

  it('refuses images too large for a page', () => {
    expect(inspectImage(pngImage(20_000, 1))).toBeUndefined();
  });
});
