-- Endless tail calls never grow the stack.
local function spin(n)
  return spin(n + 1)
end
function resolve(ctx)
  return spin(0)
end
