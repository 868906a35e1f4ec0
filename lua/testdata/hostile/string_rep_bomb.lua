-- One call that allocates a gigabyte.
function resolve(ctx)
  local s = string.rep("x", 2^30)
  return #s
end
