-- gsub whose result is a thousand times its input.
function resolve(ctx)
  local s = string.rep("x", 1000)
  local big = string.rep("y", 10000)
  return (s:gsub("x", big))
end
