-- An error value that is a table with a __tostring that never ends.
function resolve(ctx)
  error(setmetatable({}, {__tostring = function() while true do end end}))
end
