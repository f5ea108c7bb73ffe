import type { FacilitiesTestApp } from './helpers/facilities-app';
import { getJson, startFacilitiesApp } from './helpers/facilities-app';

interface ValidationError {
  error: string;
  message: string;
  issues: { path: string; message: string }[];
}

const JAPAN = 'west=122&south=24&east=154&north=46';

describe('facility endpoints reject bad parameters with 400', () => {
  let facilities: FacilitiesTestApp;

  beforeAll(async () => {
    facilities = await startFacilitiesApp();
  });
  afterAll(async () => {
    await facilities?.close();
  });

  it.each([
    [
      'latitude out of range',
      '/nearest?lat=91&lng=139',
      'querystring.lat',
      'must be between -90 and 90',
    ],
    [
      'longitude out of range',
      '/nearest?lat=35&lng=181',
      'querystring.lng',
      'must be between -180 and 180',
    ],
    ['a blank latitude', '/nearest?lat=&lng=139', 'querystring.lat', 'must be a number'],
    [
      'a latitude that is not a number',
      '/nearest?lat=north&lng=139',
      'querystring.lat',
      'must be a number',
    ],
    [
      'south north of north',
      '/map?west=130&south=40&east=140&north=30&zoom=5',
      'querystring.south',
      'must not be north of north',
    ],
    [
      'west east of east',
      '/map?west=140&south=30&east=130&north=40&zoom=5',
      'querystring.west',
      'must not be east of east (unless the box crosses the 180th meridian)',
    ],
    [
      'a bound in hexadecimal, which Number() would read as 16',
      '/map?west=139.6&south=0x10&east=139.8&north=35.7&zoom=14',
      'querystring.south',
      'must be a number',
    ],
    [
      'a page size with a leading space',
      '/nearest?lat=35&lng=139&limit=%2010',
      'querystring.limit',
      'must be a number',
    ],
    ['zoom above 20', `/map?${JAPAN}&zoom=21`, 'querystring.zoom', 'must be between 0 and 20'],
    ['zoom below 0', `/map?${JAPAN}&zoom=-1`, 'querystring.zoom', 'must be between 0 and 20'],
    [
      'a missing bound',
      '/map?west=130&south=30&east=140&zoom=5',
      'querystring.north',
      'must be a number',
    ],
    [
      'an unknown type',
      `/map?${JAPAN}&zoom=5&type=pharmacy,dentist`,
      'querystring.type',
      'must be one or more of pharmacy, hospital, clinic (comma-separated)',
    ],
    [
      'an unknown weekday',
      '/search?q=a&weekday=funday',
      'querystring.weekday',
      'must be one of mon, tue, wed, thu, fri, sat, sun, holiday',
    ],
    [
      'a time that is not HH:MM',
      '/search?q=a&weekday=mon&time=25:00',
      'querystring.time',
      'must be a time HH:MM (00:00–23:59)',
    ],
    ['a time without weekday', '/search?q=a&time=10:00', 'querystring.time', 'needs weekday'],
    [
      'openNow with weekday',
      '/search?q=a&openNow=true&weekday=mon',
      'querystring.openNow',
      'cannot be combined with weekday; use one or the other',
    ],
    [
      'openNow that is not a boolean',
      '/search?q=a&openNow=yes',
      'querystring.openNow',
      'must be true or false',
    ],
    ['an empty query', '/search?q=%20', 'querystring.q', 'must not be empty'],
    ['a limit of 0', '/search?q=a&limit=0', 'querystring.limit', 'must be at least 1'],
    [
      'a limit above 100',
      '/nearest?lat=35&lng=139&limit=101',
      'querystring.limit',
      'must be at most 100',
    ],
    [
      'an unknown prefecture code',
      '/areas/48',
      'params.prefectureCode',
      'must be a prefecture code 01–47',
    ],
    [
      'a listing without prefecture',
      '/?municipality=x',
      'querystring.prefectureCode',
      'is required',
    ],
    [
      'a malformed facility id',
      '/not%20an%20id',
      'params.id',
      'must be a facility id such as pharmacy:0123456789012',
    ],
  ])('%s', async (_, path, field, message) => {
    const { status, body } = await getJson<ValidationError>(
      facilities.app,
      `/ps/v1/facilities${path}`,
    );
    expect(status).toBe(400);
    expect(body.error).toBe('validation_error');
    expect(body.issues).toContainEqual({ path: field, message });
  });

  it('rejects an unknown filter by name', async () => {
    const { status, body } = await getJson<ValidationError>(
      facilities.app,
      `/ps/v1/facilities/map?${JAPAN}&zoom=5&open=true`,
    );
    expect(status).toBe(400);
    expect(body.issues).toContainEqual({
      path: 'querystring',
      message: 'Unrecognized key: "open"',
    });
  });

  it('rejects a cursor it did not issue', async () => {
    const { status, body } = await getJson<ValidationError>(
      facilities.app,
      '/ps/v1/facilities/search?q=a&cursor=abc',
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: 'invalid_cursor',
      message: 'cursor is not one this api issued',
    });
  });

  it('accepts a box crossing the 180th meridian', async () => {
    const { status } = await getJson(
      facilities.app,
      '/ps/v1/facilities/map?west=170&south=-50&east=-170&north=50&zoom=3',
    );
    expect(status).toBe(200);
  });
});
