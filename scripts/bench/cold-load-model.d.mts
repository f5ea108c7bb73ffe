export interface ChunkGroup {
  origins: { module: string | null; request: string | null }[];
  files: string[];
  consumes: string[];
}

export interface ChunkGraph {
  entrypoints: Record<string, { files: string[]; modules: (string | null)[]; consumes: string[] }>;
  groups: ChunkGroup[];
}

export interface LoadedFile {
  app: 'host' | 'remote';
  file: string;
  why: string;
}

export function scriptsOfHtml(html: string): string[];

export function coldLoadFiles(input: {
  hostHtml: string;
  host: { graph: ChunkGraph };
  remote: {
    graph: ChunkGraph;
    manifest: {
      metaData?: { remoteEntry?: { name?: string } };
      exposes?: { name: string; path: string }[];
    };
  };
  route: { imports: string[]; routesModule?: string };
}): LoadedFile[];
