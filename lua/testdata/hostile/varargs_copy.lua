-- Copy a thousand varargs on every iteration of an endless loop.
local function g(...)
  while true do
    local t = {...}
    local n = select("#", ...)
  end
end
function resolve(ctx)
  local t = {}
  for i = 1, 1024 do t[i] = i end
  return g(unpack(t))
end
