-- Hook the globals table to see or redirect every global access.
function resolve(ctx)
  setmetatable(_G, {__index = function(t, k) return k end})
  return os.exit
end
