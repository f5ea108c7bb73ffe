import {
  PHOTO_LONG_SIDE_MAX_PX,
  PHOTO_MAX_BYTES,
  PhotoError,
  checkPhotoFile,
  fittedSize,
  sniffPhotoType,
} from './photo';

describe('fittedSize', () => {
  it('scales a phone photo so its long side is the limit, keeping the proportions', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: 2400, height: 1800 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1800, height: 2400 });
    expect(fittedSize(4000, 2250)).toEqual({ width: 2400, height: 1350 });
  });

  it('leaves a photo within the limit at its size', () => {
    expect(fittedSize(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(PHOTO_LONG_SIDE_MAX_PX, 10)).toEqual({ width: 2400, height: 10 });
  });

  it('rounds to whole pixels and never to zero', () => {
    expect(fittedSize(2401, 1001)).toEqual({ width: 2400, height: 1001 });
    expect(fittedSize(100_000, 10)).toEqual({ width: 2400, height: 1 });
  });
});

describe('sniffPhotoType', () => {
  it('knows JPEG and PNG by their first bytes', () => {
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(
      sniffPhotoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])),
    ).toBe('image/png');
  });

  it('refuses a PDF, a GIF and too few bytes', () => {
    expect(sniffPhotoType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffPhotoType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});

describe('checkPhotoFile', () => {
  const problemOf = (file: Blob) =>
    checkPhotoFile(file).then(
      () => null,
      (error: unknown) => (error instanceof PhotoError ? error.problem : 'other'),
    );

  it('refuses a PDF named .jpg, an empty file and a file over 10 MB', async () => {
    const pdf = new File(['%PDF-1.7 …'], 'prescription.jpg', { type: 'image/jpeg' });
    expect(await problemOf(pdf)).toBe('notAnImage');
    expect(await problemOf(new File([], 'empty.jpg'))).toBe('empty');
    const large = new Blob([new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(PHOTO_MAX_BYTES)]);
    expect(await problemOf(large)).toBe('tooLarge');
  });

  it('accepts a JPEG whatever its name says', async () => {
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'scan.png');
    expect(await checkPhotoFile(jpeg)).toBe('image/jpeg');
  });
});
