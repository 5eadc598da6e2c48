/**
 * A stand-in for `astro:actions` in component and store tests (vitest has no Astro build): every
 * action is a function named like Astro's (`String(actions.favorites.change)` is
 * "?_action=favorites.change") whose answer a test sets with answerAction(). Calls are recorded.
 */
type Result = { data?: unknown; error?: { code: string; status: number; message: string; fields?: Record<string, string[]> } };
type Handler = (input: unknown) => Result | Promise<Result>;

const handlers = new Map<string, Handler>();
export const actionCalls: { name: string; input: unknown }[] = [];

/** Sets what an action answers (by name, "favorites.change"). */
export function answerAction(name: string, handler: Handler): void {
  handlers.set(name, handler);
}

/** Forgets every answer and call. */
export function resetActions(): void {
  handlers.clear();
  actionCalls.length = 0;
}

function actionProxy(path: string[]): unknown {
  const name = path.join('.');
  const call = async (input: unknown) => {
    actionCalls.push({ name, input });
    const handler = handlers.get(name);
    if (!handler) throw new Error(`No answer set for action ${name}`);
    const result = await handler(input);
    return { data: result.data, error: result.error };
  };
  return new Proxy(call, {
    get(target, key) {
      if (key === 'toString' || key === Symbol.toPrimitive) return () => `?_action=${name}`;
      if (typeof key === 'symbol') return Reflect.get(target, key);
      return actionProxy([...path, key]);
    },
  });
}

export const actions = actionProxy([]) as Record<string, any>;

export class ActionError extends Error {
  code: string;
  status: number;
  constructor({ code, message, status = 500 }: { code: string; message?: string; status?: number }) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export function isInputError(error: unknown): error is { fields: Record<string, string[]> } {
  return typeof error === 'object' && error !== null && 'fields' in error;
}

export function isActionError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error;
}
