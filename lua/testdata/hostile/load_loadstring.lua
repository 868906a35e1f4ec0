-- Compile code at run time (unchecked, uninstrumented).
function resolve(ctx)
  local f = load or loadstring
  return f("while true do end")()
end
