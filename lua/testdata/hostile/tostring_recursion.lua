-- __tostring that calls tostring on itself: Go and Lua frames interleave.
function resolve(ctx)
  local t = {}
  setmetatable(t, {__tostring = function(x) return tostring(x) end})
  return tostring(t)
end
