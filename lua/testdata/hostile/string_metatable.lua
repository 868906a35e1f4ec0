-- Reach the real string library through the string metatable.
function resolve(ctx)
  local mt = getmetatable("")
  mt.__index.rep = function() return "pwned" end
end
