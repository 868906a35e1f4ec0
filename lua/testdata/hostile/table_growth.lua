-- A table that grows without end.
function resolve(ctx)
  local t = {}
  while true do
    t[#t + 1] = {#t}
  end
end
