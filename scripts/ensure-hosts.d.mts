// Types of scripts/ensure-hosts.mjs, for the hosting tests and the bench.
type HostName = 'nginx' | 'apache' | 'php';
export const hostPrograms: Record<HostName, { path: string; packages: string[]; files: string[] }>;
export function installHostPrograms(names?: HostName[]): void;
export function hostProgram(name: HostName): string;
export const wordpressUnpacked: string;
export function unpackWordPress(): string;
