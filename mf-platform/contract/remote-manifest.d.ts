// Types of remote-manifest.js, for the shell's idle prefetch (shell/src/remotes/areaDownload.ts).
export interface ManifestExpose {
  path: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}
export interface Manifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
  exposes: ManifestExpose[];
}
export interface ExposedAssets {
  scripts: string[];
  styles: string[];
}
export declare function manifestFrom(json: unknown): Manifest;
export declare function exposedAssets(
  manifestUrl: string,
  manifest: Manifest,
  exposePath: string,
): ExposedAssets;
export declare function buildBase(manifestUrl: string, manifest: Pick<Manifest, 'metaData'>): URL;
