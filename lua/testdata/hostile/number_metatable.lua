-- Give numbers a metatable that later calls would inherit.
function resolve(ctx)
  setmetatable(1, {__index = function() return "leak" end})
end
