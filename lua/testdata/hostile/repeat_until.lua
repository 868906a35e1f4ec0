-- An endless repeat loop with a body.
function resolve(ctx)
  local n = 0
  repeat
    n = n + 1
  until false
end
