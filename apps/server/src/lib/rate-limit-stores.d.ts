// @fastify/rate-limit's own stores, which it ships without types (lib/rate-limit-store.ts wraps them).
declare module '@fastify/rate-limit/store/*.js' {
  type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
  class Store {
    constructor(...args: unknown[]);
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    read(key: string, callback: Callback, timeWindow: number, max: number): void;
    child(routeOptions: unknown): Store;
  }
  export default Store;
}
