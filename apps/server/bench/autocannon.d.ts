// The part of autocannon's API the bench uses (the package ships no types).
declare module "autocannon" {
  type RequestData = Record<string, unknown> & { method?: string; path?: string; body?: string };
  type RequestSpec = {
    method?: string;
    /** Called before each request is sent; the argument is a fresh copy of the defaults. */
    setupRequest?: (request: RequestData) => RequestData;
    /** Called with each answer (any status) before the client builds its next request. */
    onResponse?: (status: number, body: string) => void;
  };
  /** One connection; `setupClient` runs once per connection, before it connects. */
  export type Client = { setRequests(requests: RequestSpec[]): void };
  type Options = {
    url: string;
    connections: number;
    duration: number;
    /** Total requests (spread evenly over the connections); when set, `duration` is ignored. */
    amount?: number;
    /** Seconds without an answer before a request counts as a timeout (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
    setupClient?: (client: Client) => void;
  };
  type Result = {
    latency: { p50: number; p99: number };
    requests: { average: number; total: number };
    /** Seconds the run took. */
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
