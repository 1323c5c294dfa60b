// The types of remote-origins.js, for TypeScript code and for the page server's checked JS.
export declare function remoteOriginsOf(remotesJson: Record<string, unknown>): string[];
