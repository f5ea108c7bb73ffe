/**
 * A photo of a paper prescription, made ready for sending: at most 10 MB of JPEG or PNG comes in;
 * what goes out is re-drawn through a canvas, so the file carries only pixels (no EXIF, above all
 * no location) and its long side is at most about 2,400 px, which keeps every printed character
 * readable while a phone's 12-megapixel photo shrinks to a fraction.
 */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_LONG_SIDE_MAX_PX = 2400;
/** JPEG quality of the re-encoded photo: small print stays sharp, the file stays small. */
export const PHOTO_JPEG_QUALITY = 0.85;

export type PhotoType = 'image/jpeg' | 'image/png';

export type PhotoProblem = 'tooLarge' | 'notAnImage' | 'unreadable' | 'empty';

export class PhotoError extends Error {
  override name = 'PhotoError';
  constructor(readonly problem: PhotoProblem) {
    super(`The photo cannot be used: ${problem}`);
  }
}

/** The type the first bytes show; a file's name and its declared type are not trusted. */
export function sniffPhotoType(head: Uint8Array): PhotoType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return 'image/jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, i) => head[i] === byte)) return 'image/png';
  return null;
}

/**
 * The size the photo is drawn at: the same when its long side is within the limit, else scaled
 * down keeping its proportions (each side at least 1 px).
 */
export function fittedSize(
  width: number,
  height: number,
  longSideMax: number = PHOTO_LONG_SIDE_MAX_PX,
): { width: number; height: number } {
  const longSide = Math.max(width, height);
  if (longSide <= longSideMax) return { width, height };
  const scale = longSideMax / longSide;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Refuses what cannot be a prescription photo before any decoding work. */
export async function checkPhotoFile(file: Blob): Promise<PhotoType> {
  if (file.size === 0) throw new PhotoError('empty');
  if (file.size > PHOTO_MAX_BYTES) throw new PhotoError('tooLarge');
  const type = sniffPhotoType(await readBytes(file.slice(0, 8)));
  if (!type) throw new PhotoError('notAnImage');
  return type;
}

/** A blob's bytes through FileReader, which every browser of a patient's phone has. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new PhotoError('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The photo as it is sent: checked, turned upright as the camera recorded it, downsized and
 * re-encoded as JPEG through a canvas, which writes no metadata at all.
 */
export async function preparePhoto(file: Blob): Promise<Blob> {
  await checkPhotoFile(file);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError('unreadable');
  }
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoError('unreadable');
    // A PNG with transparency would otherwise turn black where it is see-through.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', PHOTO_JPEG_QUALITY),
    );
    if (!blob) throw new PhotoError('unreadable');
    return blob;
  } finally {
    bitmap.close();
  }
}
