import type { CheckupImportResponse } from '@harmo/contracts/checkups';
import {
  ARCHIVE_INDEX,
  DEMO_ACCOUNT_IDS,
  TARO,
  TARO_ID,
  bearer,
  listCheckups,
  signedInCheckupsApi,
  taroCheckup,
  uploadCheckups,
  xmlOf,
  zipOf,
} from './harness';
import type { CheckupUpload } from './harness';

describe('check-ups: import of files and zip bundles', () => {
  const block = signedInCheckupsApi();

  /** demo@ uploads a zip for Taro unless the options say otherwise. */
  const upload = (body: Buffer, options: Partial<CheckupUpload> = {}) =>
    uploadCheckups(block.api, body, { idToken: block.demo, ...options });
  const list = (patientId = TARO_ID) => listCheckups(block.api, block.demo, patientId);

  const bundle = () => {
    const truncated = xmlOf(taroCheckup('2024-06-05', 5.4)).subarray(0, 700);
    return zipOf({
      'ix08_V08.xml': ARCHIVE_INDEX,
      'DATA/h13100000012022060101000001.xml': xmlOf(taroCheckup('2022-06-01', 5.4)),
      'DATA/h13100000012023060201000001.xml': xmlOf(taroCheckup('2023-06-02', 5.8)),
      'DATA/h13100000012024060501000001.xml': xmlOf(taroCheckup('2024-06-05', 6.7)),
      'DATA/h13100000012024060501000002.xml': truncated,
      'XSD/hc08_V08.xsd': '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"/>',
    });
  };

  it('saves the three check-ups of a bundle and gives the bad file its reason', async () => {
    const res = await upload(await bundle());
    expect(res.statusCode).toBe(200);
    const { files } = res.json<CheckupImportResponse>();
    expect(files.map((file) => [file.fileName, file.outcome, file.reason])).toEqual([
      ['DATA/h13100000012022060101000001.xml', 'saved', null],
      ['DATA/h13100000012023060201000001.xml', 'saved', null],
      ['DATA/h13100000012024060501000001.xml', 'saved', null],
      ['DATA/h13100000012024060501000002.xml', 'refused', 'malformed'],
    ]);
    expect(files[3]?.detail).toContain('XML として正しくありません');

    const { checkups } = await list();
    expect(checkups.map((checkup) => checkup.date)).toEqual([
      '2022-06-01',
      '2023-06-02',
      '2024-06-05',
    ]);
    const hba1c = checkups.map(
      (checkup) => checkup.items.find((item) => item.code === '3D046000001906202')?.mark,
    );
    expect(hba1c).toEqual([null, 'guidance', 'referral']);
    // The grouped creatinine and eGFR are in, in document order.
    expect(checkups[0]?.items.map((item) => item.code)).toContain('8A065000002391901');
  });

  it('changes nothing when the same bundle is imported again', async () => {
    const before = await list();
    const res = await upload(await bundle());
    expect(res.statusCode).toBe(200);
    expect(res.json<CheckupImportResponse>().files.map((file) => file.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
      'refused',
    ]);
    expect(await list()).toEqual(before);
  });

  it('updates a check-up re-imported with another value instead of adding one', async () => {
    const corrected = xmlOf(taroCheckup('2022-06-01', 5.5));
    const res = await upload(corrected, { type: 'application/xml', fileName: 'h2022.xml' });
    expect(res.json<CheckupImportResponse>().files).toEqual([
      {
        fileName: 'h2022.xml',
        outcome: 'updated',
        reason: null,
        detail: null,
        checkup: {
          id: expect.any(String),
          date: '2022-06-01',
          institutionName: 'みどり健診センター',
        },
      },
    ]);
    const { checkups } = await list();
    expect(checkups).toHaveLength(3);
    const first = checkups[0]?.items.find((item) => item.code === '3D046000001906202');
    expect(first?.value).toBe(5.5);
  });

  it('refuses a zip bomb, by ratio and by entry count, and saves nothing of it', async () => {
    const bomb = await zipOf({
      'DATA/h1.xml': xmlOf(taroCheckup('2019-06-01', 5.0)),
      'DATA/zeros.xml': Buffer.alloc(20 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(100 * 1024);
    const byRatio = await upload(bomb);
    expect(byRatio.statusCode).toBe(400);
    expect(byRatio.json()).toMatchObject({ error: 'archive_too_large' });

    const many = Object.fromEntries(
      Array.from({ length: 2001 }, (_, i) => [`DATA/h${i}.xml`, '<x/>']),
    );
    many['DATA/h-real.xml'] = xmlOf(taroCheckup('2018-06-01', 5.0)).toString();
    const byCount = await upload(await zipOf(many));
    expect(byCount.statusCode).toBe(400);
    expect(byCount.json()).toMatchObject({ error: 'archive_too_large' });

    expect((await list()).checkups.map((checkup) => checkup.date)).not.toContain('2019-06-01');
    expect((await list()).checkups.map((checkup) => checkup.date)).not.toContain('2018-06-01');
  });

  it('refuses a zip with a ../ entry before importing anything of it', async () => {
    const zip = await zipOf({
      'DATA/h1.xml': xmlOf(taroCheckup('2017-06-01', 5.0)),
      'xx/evil.xml': xmlOf(taroCheckup('2016-06-01', 5.0)),
    });
    // yazl refuses to write such a name; the bytes of an attacker's archive say it anyway.
    const traversal = Buffer.from(
      zip.toString('latin1').replaceAll('xx/evil', '../evil'),
      'latin1',
    );
    const res = await upload(traversal);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'archive_unsafe_path' });
    expect((await list()).checkups.map((checkup) => checkup.date)).not.toContain('2017-06-01');
  });

  it('reads the media type whatever its letter case', async () => {
    const res = await upload(xmlOf(taroCheckup('2022-06-01', 5.5)), {
      type: 'Application/XML; charset=Shift_JIS',
      fileName: 'h2022.xml',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CheckupImportResponse>().files[0]?.outcome).toBe('unchanged');
  });

  it('refuses what is not a zip or XML, and an upload over the size cap', async () => {
    const notZip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]);
    expect((await upload(notZip)).json()).toMatchObject({ error: 'archive_unreadable' });
    const json = await upload(Buffer.from('{}'), { type: 'application/json' });
    expect(json.statusCode).toBe(415);
    const huge = await upload(Buffer.alloc(21 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: 'upload_too_large' });
  });

  it("refuses another person's file for this patient", async () => {
    const other = xmlOf(taroCheckup('2024-06-05', 5.4, { ...TARO, birthDate: '1990-01-01' }));
    const res = await upload(other, { type: 'application/xml', fileName: 'other.xml' });
    expect(res.json<CheckupImportResponse>().files[0]).toMatchObject({
      outcome: 'refused',
      reason: 'other_person',
    });
    const woman = xmlOf(taroCheckup('2024-06-05', 5.4, { ...TARO, sex: '2' }));
    const refused = await upload(woman, { type: 'application/xml', fileName: 'woman.xml' });
    expect(refused.json<CheckupImportResponse>().files[0]?.reason).toBe('other_person');
  });

  it('answers 404 for a patient the caller does not act for, and 401 without a token', async () => {
    const xml = xmlOf(taroCheckup('2024-06-05', 5.4));
    const foreign = await upload(xml, { idToken: block.family, type: 'application/xml' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'patient_not_found' });
    const read = await block.api.app.inject({
      method: 'GET',
      url: `/ps/v1/patients/${TARO_ID}/checkups`,
      headers: bearer(block.family),
    });
    expect(read.statusCode).toBe(404);
    const anonymous = await block.api.app.inject({
      method: 'GET',
      url: `/ps/v1/patients/${TARO_ID}/checkups`,
    });
    expect(anonymous.statusCode).toBe(401);
    // A shared notebook is one the caller acts for: demo@ reads 佐藤 一郎's (empty) list.
    expect((await list(DEMO_ACCOUNT_IDS.family)).checkups).toEqual([]);
  });

  it('takes a patient id in upper case as the same patient, as the database does', async () => {
    await upload(xmlOf(taroCheckup('2024-06-05', 5.4)), { type: 'application/xml' });
    expect(await list(TARO_ID.toUpperCase())).toEqual(await list(TARO_ID));
  });
});
