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

/** Data as Astro sends it to the browser (devalue): a flat array, the root first, each field the index of its value. */
function asDevalue(value: unknown): string {
  const flat: unknown[] = [];
  const add = (item: unknown): number => {
    if (item === undefined) return -1;
    const index = flat.push(null) - 1;
    if (Array.isArray(item)) flat[index] = item.map(add);
    else if (item && typeof item === 'object')
      flat[index] = Object.fromEntries(Object.entries(item).map(([key, field]) => [key, add(field)]));
    else flat[index] = item;
    return index;
  };
  add(value);
  return JSON.stringify(flat);
}

/**
 * Browser code that posts to an action itself (lib/site/post-action.ts) gets the same answers:
 * `/_actions/<name>` answers what answerAction set, a rejection as a lost connection. Other
 * requests go to the real fetch.
 */
const realFetch = globalThis.fetch;
globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input instanceof Request ? input.url : input);
  const name = /^\/_actions\/([\w.]+)$/.exec(url)?.[1];
  if (!name) return realFetch(input, init);
  actionCalls.push({ name, input: init?.body });
  const handler = handlers.get(name);
  if (!handler) throw new Error(`No answer set for action ${name}`);
  const result = await handler(init?.body);
  if (result.error)
    return new Response(JSON.stringify({ type: 'AstroActionError', ...result.error }), {
      status: result.error.status,
      headers: { 'content-type': 'application/json' },
    });
  return new Response(asDevalue(result.data), { status: 200, headers: { 'content-type': 'application/json+devalue' } });
}) as typeof fetch;

const STATUS_OF_CODE: Record<string, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  CONTENT_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** Astro's ActionError, as far as the app uses it: a code, its status, a message. */
export class ActionError extends Error {
  type = 'AstroActionError';
  code: string;
  status: number;
  constructor({ code, message }: { code: string; message?: string }) {
    super(message);
    this.code = code;
    this.status = STATUS_OF_CODE[code] ?? 500;
  }
  static statusToCode(status: number): string {
    return Object.entries(STATUS_OF_CODE).find(([, value]) => value === status)?.[0] ?? 'INTERNAL_SERVER_ERROR';
  }
}

export function isInputError(error: unknown): error is ActionError & { issues: unknown[]; fields: Record<string, string[]> } {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { type?: string }).type === 'AstroActionInputError' &&
    Array.isArray((error as { issues?: unknown }).issues)
  );
}

export function isActionError(error: unknown): error is ActionError {
  return typeof error === 'object' && error !== null && 'code' in error;
}

/**
 * Astro's defineAction for server tests: the action becomes `(input, context) => { data, error }`,
 * running the handler on the input as sent (the app's actions validate it themselves, after the
 * guard: define-action.ts); thrown ActionErrors come back as `error`.
 */
export function defineAction({ handler }: { accept?: string; handler: (input: unknown, context: unknown) => unknown }) {
  return async (input: FormData | Record<string, unknown>, context: unknown) => {
    try {
      return { data: await handler(input, context), error: undefined };
    } catch (error) {
      if (error instanceof ActionError) return { data: undefined, error };
      throw error;
    }
  };
}
