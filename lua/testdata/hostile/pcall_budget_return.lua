-- Catch the budget error and return normally as if nothing happened.
function resolve(ctx)
  local ok, err = pcall(function() while true do end end)
  local ok2 = xpcall(function() while true do end end, function(e) return e end)
  return true
end
