import { keepText, readKeptText } from '@harmo/shared/tab-storage';
import { draftPhotoName, forgetDraftPhoto } from '../../order-draft';
import { sniffPhotoType } from './photo';

/** A data URL of a type the intake accepts, holding its bytes in base64 and nothing else. */
const PHOTO_DATA_URL = /^data:(image\/jpeg|image\/png);base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * The photo a data URL holds, or null when it is not one the intake accepts: another type, not
 * base64, or bytes that are not of the type it names.
 */
export function photoFromDataUrl(dataUrl: string): Blob | null {
  const match = PHOTO_DATA_URL.exec(dataUrl);
  const type = match?.[1];
  const base64 = match?.[2];
  if (!type || !base64) return null;
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  if (sniffPhotoType(bytes) !== type) return null;
  return new Blob([bytes], { type });
}

/**
 * The photo this tab keeps for the owner's draft, or null. What storage holds there may have
 * been changed by hand: anything that is not a photo the intake accepts is dropped, never shown.
 */
export function keptPhoto(owner: string): Blob | null {
  const stored = readKeptText(draftPhotoName(owner));
  if (!stored) return null;
  const photo = photoFromDataUrl(stored);
  if (!photo) forgetDraftPhoto(owner);
  return photo;
}

/**
 * Keeps the photo (a data URL) for the owner's draft in this tab. Storage that refuses it (full,
 * as a photo is hundreds of KB; private mode) keeps none: the photo is only lost on a reload.
 */
export function keepPhoto(owner: string, dataUrl: string): void {
  keepText(draftPhotoName(owner), dataUrl);
}
