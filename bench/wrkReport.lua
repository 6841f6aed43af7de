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

-- With WRK_PATHS_FILE set, requests cycle through the paths in that file, one per line; each
-- thread starts at its own place in the list.
local pathsFile = os.getenv("WRK_PATHS_FILE")
if pathsFile ~= nil and pathsFile ~= "" then
  local paths = {}
  for line in io.lines(pathsFile) do
    if line ~= "" then paths[#paths + 1] = line end
  end
  local index = 0
  init = function(args)
    index = ((id or 1) - 1) * 7919 % #paths
  end
  request = function()
    index = index % #paths + 1
    return wrk.format(nil, paths[index])
  end
end

local threads = {}
setup = function(thread)
  threads[#threads + 1] = thread
  thread:set("id", #threads)
end

-- With WRK_COUNT_STATUSES=1, each thread counts the answers by status (this costs wrk some
-- speed, so it is off unless asked for).
if os.getenv("WRK_COUNT_STATUSES") == "1" then
  statuses = {}
  response = function(status, headers, body)
    statuses[status] = (statuses[status] or 0) + 1
  end
end

-- Prints wrk's summary as one JSON line. Latencies in microseconds.
done = function(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    local counted = thread:get("statuses")
    if counted ~= nil then
      for status, count in pairs(counted) do
        totals[status] = (totals[status] or 0) + count
      end
    end
  end
  local counts = {}
  for status, count in pairs(totals) do
    counts[#counts + 1] = string.format('"%d":%d', status, count)
  end
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"p50Us":%.0f,"p99Us":%.0f,"errors":%d,' ..
      '"socketErrors":%d,"statuses":{%s}}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout, e.connect + e.read + e.write + e.timeout,
    table.concat(counts, ",")))
end
