export function aptInstall(what: string, packages: string[]): void;
