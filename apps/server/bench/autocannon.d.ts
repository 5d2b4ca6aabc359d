// The part of autocannon's API the bench uses (the package ships no types).
declare module "autocannon" {
  type Options = {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[];
  };
  type Result = {
    latency: { p50: number; p99: number };
    requests: { average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
