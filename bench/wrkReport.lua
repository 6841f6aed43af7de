-- Used by bench/wrk.ts. With WRK_UNIQUE_PATH_PREFIX set, every request asks for a path no one
-- asked for before (the prefix plus a counter), so no cache can answer it.
local prefix = os.getenv("WRK_UNIQUE_PATH_PREFIX")
if prefix ~= nil and prefix ~= "" then
  local counter = 0
  request = function()
    counter = counter + 1
    return wrk.format(nil, prefix .. counter)
  end
end

-- Prints wrk's summary as one JSON line. Latencies in microseconds.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"p50Us":%.0f,"p99Us":%.0f,"errors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
