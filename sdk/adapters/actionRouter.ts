/** An action for `dispatch`: routed by `type` to the handler registered for it. */
export interface SdkAction<TPayload = unknown> {
  type: string;
  payload?: TPayload;
}

export type ActionHandler<TPayload = unknown, TResult = unknown> = (
  payload: TPayload,
) => TResult | Promise<TResult>;

export interface ActionRouter {
  /**
   * Runs the handler registered for `action.type` with its payload. An unknown type rejects with
   * `unknown action type: {type}` (and warns on the console, as the platform's store does).
   */
  dispatch<TResult = unknown>(action: SdkAction): Promise<TResult>;
  /** Adds the handler for `type`; registering a type twice throws. Returns the unregister function. */
  register<TPayload = unknown, TResult = unknown>(
    type: string,
    handler: ActionHandler<TPayload, TResult>,
  ): () => void;
}

/**
 * The platform store's action routing (`experience/store` `dispatch`), apart from the cache: an app
 * makes one and shares it between the parts that register handlers and those that dispatch.
 */
export function createActionRouter(): ActionRouter {
  const handlers = new Map<string, ActionHandler<never>>();
  return {
    dispatch<TResult>(action: SdkAction): Promise<TResult> {
      const handler = handlers.get(action.type) as ActionHandler<unknown, TResult> | undefined;
      if (!handler) {
        console.warn(`[sdk] unknown action type: ${action.type}`);
        return Promise.reject(new TypeError(`unknown action type: ${action.type}`));
      }
      try {
        return Promise.resolve(handler(action.payload));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    register<TPayload, TResult>(type: string, handler: ActionHandler<TPayload, TResult>) {
      if (handlers.has(type)) {
        throw new Error(`[sdk] handler already registered for action type: ${type}`);
      }
      handlers.set(type, handler);
      return () => {
        if (handlers.get(type) === handler) handlers.delete(type);
      };
    },
  };
}
