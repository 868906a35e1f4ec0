-- Recursion through pcall, catching the depth error at every level.
local f
f = function(n)
  local ok = pcall(f, n + 1)
  return f(n + 1)
end
function resolve(ctx)
  return f(0)
end
