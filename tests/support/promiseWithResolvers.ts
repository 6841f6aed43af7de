// Node 20 has no Promise.withResolvers (Node 22+), and nock 15's fetch interceptor calls it: without
// this, every mocked fetch fails with "fetch failed".
interface Resolvers<T> {
  promise: Promise<T>;
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
}

const PromiseWithResolvers = Promise as unknown as { withResolvers?: <T>() => Resolvers<T> };

PromiseWithResolvers.withResolvers ??= <T>(): Resolvers<T> => {
  let resolve!: Resolvers<T>['resolve'];
  let reject!: Resolvers<T>['reject'];
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

export {};
