-- The same through a table constructor, rawset and table.insert.
function resolve(ctx)
  local n = 50000000
  pcall(rawset, {}, n, 1)
  pcall(table.insert, {}, n, 1)
  return {[n] = true}
end
