-- The simplest endless loop.
function resolve(ctx)
  while true do end
end
