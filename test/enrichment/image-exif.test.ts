/** Uploaded photographs: EXIF read from a real JPEG, and the category it implies (location, photo). */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { imageCategory, uploadedImage } from '../../actions/lib/enrichment/images.js';

type Entry = [tag: number, type: number, count: number, value: Buffer];

/** A big-endian TIFF block: IFD0 (Make, optional GPS pointer) and a GPS IFD with latitude and longitude. */
function exifBlock(
  make: string,
  gps: { lat: [number, number, number]; latRef: 'N' | 'S'; lon: [number, number, number]; lonRef: 'E' | 'W' } | null,
): Buffer {
  const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
  const u32 = (n: number) => Buffer.from([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
  const ascii = (s: string) => Buffer.from(`${s}\0`, 'latin1');
  const rationals = (v: number[]) => Buffer.concat(v.flatMap((x) => [u32(x), u32(1)]));
  const ifd = (entries: Entry[], at: number): { bytes: Buffer; end: number } => {
    let dataAt = at + 2 + entries.length * 12 + 4;
    const heads: Buffer[] = [];
    const data: Buffer[] = [];
    for (const [tag, type, count, value] of entries) {
      if (value.length <= 4)
        heads.push(Buffer.concat([u16(tag), u16(type), u32(count), value, Buffer.alloc(4 - value.length)]));
      else {
        heads.push(Buffer.concat([u16(tag), u16(type), u32(count), u32(dataAt)]));
        data.push(value);
        dataAt += value.length;
      }
    }
    const bytes = Buffer.concat([u16(entries.length), ...heads, u32(0), ...data]);
    return { bytes, end: at + bytes.length };
  };
  const makeValue = ascii(make);
  const ifd0Entries: Entry[] = [[0x010f, 2, makeValue.length, makeValue]];
  if (gps) ifd0Entries.push([0x8825, 4, 1, u32(0)]);
  const first = ifd(ifd0Entries, 8);
  if (!gps) return Buffer.concat([Buffer.from('MM'), u16(42), u32(8), first.bytes]);
  ifd0Entries[1] = [0x8825, 4, 1, u32(first.end)];
  const ifd0 = ifd(ifd0Entries, 8);
  const gpsIfd = ifd(
    [
      [0x0001, 2, 2, ascii(gps.latRef)],
      [0x0002, 5, 3, rationals(gps.lat)],
      [0x0003, 2, 2, ascii(gps.lonRef)],
      [0x0004, 5, 3, rationals(gps.lon)],
    ],
    ifd0.end,
  );
  return Buffer.concat([Buffer.from('MM'), u16(42), u32(8), ifd0.bytes, gpsIfd.bytes]);
}

async function photo(tiff: Buffer): Promise<Uint8Array> {
  const canvas = createCanvas(320, 240);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#4a6';
  ctx.fillRect(0, 0, 320, 240);
  ctx.fillStyle = '#fff';
  ctx.fillRect(40, 60, 120, 90);
  const jpeg = await canvas.encode('jpeg', 90);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.concat([
    Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]),
    payload,
  ]);
  return new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]));
}

describe('uploaded photographs', () => {
  it('carry their camera and GPS position from EXIF, and are categorised as a location', async () => {
    const jpeg = await photo(exifBlock('Canon', { lat: [40, 42, 46], latRef: 'N', lon: [74, 0, 21], lonRef: 'W' }));
    const image = await uploadedImage(jpeg);
    expect([image.width, image.height, image.page]).toEqual([320, 240, 1]);
    expect(image.exif?.Make).toBe('Canon');
    expect(image.exif?.latitude).toBeCloseTo(40.712778, 5);
    expect(image.exif?.longitude).toBeCloseTo(-74.005833, 5);
    expect(imageCategory(image, { document_category: 'legal', page_text: '' })).toBe('location');
    expect(image.dhash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('without GPS, a camera image is a photo; on a page naming an exhibit it is evidence', async () => {
    const image = await uploadedImage(await photo(exifBlock('NIKON CORPORATION', null)));
    expect(image.exif).toEqual({ Make: 'NIKON CORPORATION' });
    expect(imageCategory(image, { document_category: 'legal', page_text: 'A photograph of the street.' })).toBe(
      'photo',
    );
    expect(
      imageCategory(image, { document_category: 'legal', page_text: 'Exhibit 12: photograph of the vehicle' }),
    ).toBe('evidence');
  });
});
