// nock 15 intercepts fetch through @mswjs/interceptors, which calls Promise.withResolvers; Node 20
// lacks it. Belongs in tests/setup/nock.ts; installed here until it is there.
interface Resolvers<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

const PromiseConstructor = Promise as unknown as { withResolvers?: <T>() => Resolvers<T> };

PromiseConstructor.withResolvers ??= <T>(): Resolvers<T> => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
};
