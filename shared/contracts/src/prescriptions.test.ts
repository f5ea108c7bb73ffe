import { NewPrescriptionBody, isBase64 } from './prescriptions';

describe('prescription bodies', () => {
  it('take base64 as the photo and QR symbols, padding only at the end', () => {
    for (const text of ['QUJD', 'QUI=', 'QQ==', 'a+/9']) expect(isBase64(text)).toBe(true);
    for (const text of ['', '=', '==', 'QQ===', 'Q=Q=', 'QUJD\n', 'QU JD', 'QUJD-_', '日本']) {
      expect(isBase64(text)).toBe(false);
    }
  });

  it('check a photo of many megabytes without running out of stack', () => {
    // 12 MB of bytes as base64 (16 MB of text): an oversized photo still gets its own answer.
    const photo = 'QUJD'.repeat(4 * 1024 * 1024);
    expect(NewPrescriptionBody.safeParse({ kind: 'photo', imageBase64: photo }).success).toBe(true);
    const broken = `${photo.slice(0, -8)}!${photo.slice(-7)}`;
    const result = NewPrescriptionBody.safeParse({ kind: 'photo', imageBase64: broken });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The photo must be base64');
  });
});
