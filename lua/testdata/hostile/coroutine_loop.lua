-- Coroutines that yield forever (and yield across Go calls).
function resolve(ctx)
  local co = coroutine.wrap(function()
    while true do coroutine.yield(1) end
  end)
  table.sort({3, 2, 1}, function(a, b) coroutine.yield() return a < b end)
  while true do co() end
end
