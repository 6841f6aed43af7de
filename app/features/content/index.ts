export { useManagedContent } from './useManagedContent';
export type { ManagedContent } from './useManagedContent';
