// The part of autocannon's API the reliability suite uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    p50: number
    p90: number
    p97_5: number
    p99: number
    total: number
  }
  type Options = {
    url: string
    connections?: number
    duration?: number
    connectionRate?: number
    overallRate?: number
    timeout?: number
    requests?: Array<{ method?: string; path: string; headers?: Record<string, string> }>
  }
  type Result = {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    duration: number
    statusCodeStats: Record<string, { count: number }>
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
