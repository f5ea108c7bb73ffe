import sharp from 'sharp';
import type { PrescriptionPhotoType } from '@harmo/contracts/prescriptions';
import { PRESCRIPTION_PHOTO_MAX_BYTES } from '@harmo/contracts/prescriptions';
import { HttpError, badRequest } from '../../http/errors';

/** The long side of a stored photo; the web already downsizes to about 2,400 px. */
const MAX_SIDE_PX = 4096;
/** Decoding refuses images with more pixels (a small file that inflates to gigabytes). */
const MAX_INPUT_PIXELS = 60_000_000;

const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The media type the bytes themselves say they are; a file name or a header says nothing. */
export function sniffPhotoType(bytes: Uint8Array): PrescriptionPhotoType | null {
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  return null;
}

export interface CleanPhoto {
  data: Buffer;
  contentType: PrescriptionPhotoType;
  width: number;
  height: number;
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * Checks a photo from its bytes and re-encodes it without any metadata. Security: the browser
 * is asked to drop metadata before upload, but nothing a client sends is trusted: a photo taken
 * by a phone carries the place it was taken (EXIF GPS), the device and often a thumbnail of the
 * original. Decoding and re-encoding the pixels with sharp (libvips, maintained, fuzzed) writes
 * a new file that holds only the image: EXIF, XMP, IPTC, ICC comments and trailing data are
 * gone, whatever tricks the input used to hide them. The orientation is applied to the pixels
 * first, so the photo still shows upright.
 */
export async function cleanPhoto(bytes: Buffer): Promise<CleanPhoto> {
  if (bytes.length > PRESCRIPTION_PHOTO_MAX_BYTES) {
    throw new HttpError(
      413,
      'photo_too_large',
      `The photo is ${megabytes(bytes.length)} MB; at most 10 MB is accepted`,
    );
  }
  const contentType = sniffPhotoType(bytes);
  if (!contentType) {
    throw badRequest(
      'The file is not a JPEG or PNG image (checked from its contents, not its name)',
      'photo_type_not_allowed',
    );
  }
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true });
    const encoded =
      contentType === 'image/png'
        ? image.png({ compressionLevel: 9 })
        : image.jpeg({ quality: 88, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, contentType, width: info.width, height: info.height };
  } catch {
    throw badRequest('The image could not be read; it may be damaged', 'photo_unreadable');
  }
}
