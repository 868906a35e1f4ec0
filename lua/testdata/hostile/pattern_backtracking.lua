-- A pattern that backtracks exponentially.
function resolve(ctx)
  local s = string.rep("a", 3000)
  return string.find(s, string.rep("a*", 30) .. "b")
end
