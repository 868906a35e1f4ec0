-- Scan a long string again and again with tonumber and comparisons.
function resolve(ctx)
  local s = string.rep(" ", 16000) .. "1"
  local n = 0
  while true do
    n = n + tonumber(s)
  end
end
