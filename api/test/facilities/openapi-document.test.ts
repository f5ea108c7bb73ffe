import type { FacilitiesTestApp } from './helpers/facilities-app';
import { getJson, startFacilitiesApp } from './helpers/facilities-app';

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: { type?: string; enum?: string[]; minimum?: number; maximum?: number };
}
interface OpenApi {
  paths: Record<string, { get?: { parameters?: Parameter[]; responses: Record<string, unknown> } }>;
}

describe('facility endpoints in the OpenAPI document', () => {
  let facilities: FacilitiesTestApp;
  let doc: OpenApi;

  beforeAll(async () => {
    facilities = await startFacilitiesApp();
    doc = (await getJson<OpenApi>(facilities.app, '/openapi.json')).body;
  });
  afterAll(async () => {
    await facilities?.close();
  });

  it('lists every facility endpoint', () => {
    const paths = Object.keys(doc.paths).filter((path) => path.startsWith('/ps/v1/facilities'));
    expect(paths.sort()).toEqual([
      '/ps/v1/facilities/',
      '/ps/v1/facilities/areas',
      '/ps/v1/facilities/areas/{prefectureCode}',
      '/ps/v1/facilities/map',
      '/ps/v1/facilities/nearest',
      '/ps/v1/facilities/search',
      '/ps/v1/facilities/{id}',
    ]);
  });

  it('documents the map parameters with their types, ranges and which are required', () => {
    const parameters = doc.paths['/ps/v1/facilities/map']?.get?.parameters ?? [];
    const byName = Object.fromEntries(parameters.map((p) => [p.name, p]));
    expect(Object.keys(byName).sort()).toEqual(
      [
        'afterHours',
        'east',
        'north',
        'openNow',
        'south',
        'time',
        'type',
        'weekday',
        'west',
        'zoom',
      ].sort(),
    );
    expect(byName.zoom).toMatchObject({
      in: 'query',
      required: true,
      schema: { type: 'number', minimum: 0, maximum: 20 },
    });
    expect(byName.south).toMatchObject({ required: true, schema: { minimum: -90, maximum: 90 } });
    expect(byName.openNow).toMatchObject({ required: false, schema: { enum: ['true', 'false'] } });
    expect(doc.paths['/ps/v1/facilities/map']?.get?.responses).toHaveProperty('400');
  });
});
