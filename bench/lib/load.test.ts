import { describe, expect, it } from "vitest";
import { parseWrk } from "./load.ts";

const REPORT = `Running 2s test @ http://127.0.0.1:3250/caffe
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.52ms    2.10ms  40.00ms   95.00%
    Req/Sec    33.10k     2.00k   36.00k    80.00%
  Latency Distribution
     50%  850.00us
     75%    1.20ms
     90%    2.50ms
     99%    1.02s
  66200 requests in 2.00s, 1.00GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 4
Requests/sec:  33100.45
Transfer/sec:    500.00MB
`;

describe("parseWrk", () => {
  it("reads requests per second, the latencies in milliseconds whatever wrk's unit, errors and failed answers", () => {
    expect(parseWrk(REPORT)).toEqual({ rps: 33100, p50: 0.85, p99: 1020, errors: 5, non2xx: 4 });
  });

  it("refuses a report without figures (wrk could not connect)", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:9 Connection refused")).toThrow(/no figures/);
  });
});
