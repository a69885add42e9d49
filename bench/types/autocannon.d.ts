// The subset of autocannon 9's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Worker threads firing the requests, off the event loop of the servers under test. */
    workers?: number;
    headers?: Record<string, string>;
    title?: string;
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: string;
    /** Replace every '[<id>]' in the request (headers included) with a new unique id per request. */
    idReplacement?: boolean;
  }

  /** autocannon's histogram summary; percentiles as p2_5 ... p99_999. */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    /** Requests per second, sampled each second. */
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    /** Bytes per second. */
    throughput: Histogram;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
