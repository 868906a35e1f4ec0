-- One assignment to a huge integer key would allocate a gigabyte array.
function resolve(ctx)
  local t = {}
  local k = 60000000
  t[k] = true
end
